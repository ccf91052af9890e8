import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobListSchema, jobStatsSchema, jobTextSearchQuerySchema, recentJobsQuerySchema } from '@app/shared/contract';
import { jobStats, listJobs, toJob } from '@/db/repositories/jobs';
import { jobListPage, LIST_PAGE_DESCRIPTION } from './list-page';
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
    async (request) => (await listJobs(app.db, request.user.id, {}, { limit: request.query.limit })).map(toJob),
  );

  app.get(
    '/search',
    {
      schema: schema({
        description: LIST_PAGE_DESCRIPTION,
        querystring: jobTextSearchQuerySchema,
        response: { 200: jobListSchema },
      }),
    },
    async (request, reply) => jobListPage(app.db, request.user.id, request.query, reply),
  );
};
export default views;
