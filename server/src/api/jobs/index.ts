import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import records from './records';
import views from './views';

/** The personal job tracker at /jobs (product §7): no trailing slashes on these paths. */
const jobs: FastifyPluginAsyncZod = async (app) => {
  await app.register(records);
  await app.register(views);
};
export default jobs;
