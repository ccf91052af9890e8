import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, registerRequestSchema, tokenPairSchema } from '@app/shared/contract';
import { issueTokenPair, login, register } from '@/services/accounts';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 401, 429] });

/** How a user gets a token pair: public, throttled per IP and per email (services/accounts). */
const registerAndLogin: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/',
    { schema: schema({ body: registerRequestSchema, response: { 201: tokenPairSchema } }) },
    async (request, reply) => {
      const user = await register(app, request.body, request.ip);
      return reply.code(201).send(issueTokenPair(app, user));
    },
  );

  app.post(
    '/login/',
    { schema: schema({ body: loginRequestSchema, response: { 200: tokenPairSchema } }) },
    async (request) => {
      const user = await login(app, request.body, request.ip);
      return issueTokenPair(app, user);
    },
  );
};
export default registerAndLogin;
