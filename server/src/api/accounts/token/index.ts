import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refreshRequestSchema, refreshResponseSchema } from '@app/shared/contract';
import { rotateRefreshToken } from '@/services/accounts';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 401] });

/** Public: the refresh token in the body is the credential (401 when it is not valid). */
const token: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh/',
    { schema: schema({ body: refreshRequestSchema, response: { 200: refreshResponseSchema } }) },
    async (request) => rotateRefreshToken(app, request.body.refresh),
  );
};
export default token;
