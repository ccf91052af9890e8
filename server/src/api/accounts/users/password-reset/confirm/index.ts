import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, passwordResetConfirmSchema, passwordResetMessages } from '@app/shared/contract';
import { confirmPasswordReset } from '@/services/password-reset';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 429] });

/** The reset page's new password (product §2.12). Public: the token from the link is the credential. */
const passwordResetConfirm: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: schema({ body: passwordResetConfirmSchema, response: { 200: detailSchema } }) },
    async (request) => {
      await confirmPasswordReset(app, request.body, request.ip);
      return { detail: passwordResetMessages.changed };
    },
  );
};
export default passwordResetConfirm;
