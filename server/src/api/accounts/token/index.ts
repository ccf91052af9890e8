import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, refreshRequestSchema, refreshResponseSchema } from '@app/shared/contract';
import { rotateRefreshToken } from '../../../services/accounts';

const token: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refresh/',
    {
      schema: {
        tags: ['accounts'],
        body: refreshRequestSchema,
        response: { 200: refreshResponseSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => rotateRefreshToken(app, request.body.refresh),
  );
};
export default token;
