import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Liveness (the process answers) and readiness (the database answers). */
const health: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });
};
export default health;
