import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobListSchema, jobStatsSchema, jobTextSearchQuerySchema, recentJobsQuerySchema } from '@app/shared/contract';
import { jobStats, listJobs, toJob } from '@/db/repositories/jobs';
import { routeSchemas } from '../route-schema';

const schema = routeSchemas({ tag: 'jobs', errors: [400] });

/** Read-only views over all of a user's jobs. Static paths, so they win over /jobs/{id}. */
const views: FastifyPluginAsyncZod = async (app) => {
  app.get('/stats', { schema: schema({ response: { 200: jobStatsSchema } }) }, async (request) =>
    jobStats(app.db, request.user.id),
  );

  app.get(
    '/recent',
    { schema: schema({ querystring: recentJobsQuerySchema, response: { 200: jobListSchema } }) },
    async (request) => (await listJobs(app.db, request.user.id, {}, request.query.limit)).map(toJob),
  );

  app.get(
    '/search',
    { schema: schema({ querystring: jobTextSearchQuerySchema, response: { 200: jobListSchema } }) },
    async (request) => (await listJobs(app.db, request.user.id, request.query)).map(toJob),
  );
};
export default views;
