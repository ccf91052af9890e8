import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema } from '@app/shared/contract';
import { routeSchemas } from '@/api/route-schema';
import { deleteAccount } from '@/services/account-deletion';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 429] });

/** `DELETE /accounts/users/me/`: the account and everything of it, once the password is confirmed. */
const me: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/',
    { schema: schema({ body: deleteAccountRequestSchema, response: { 204: z.null().describe('Deleted.') } }) },
    async (request, reply) => {
      await deleteAccount(app, request.user, request.body.current_password);
      return reply.code(204).send(null);
    },
  );
};
export default me;
