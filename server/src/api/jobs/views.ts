import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  jobListSchema,
  jobStatsSchema,
  jobTextSearchQuerySchema,
  recentJobsQuerySchema,
} from '@app/shared/contract';
import { jobStats, listJobs, toJob } from '../../db/repositories/jobs';

const tags = ['jobs'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** Read-only views over all of a user's jobs. Static paths, so they win over /jobs/{id}. */
const views: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: jobStatsSchema, ...errors } },
    },
    async (request) => jobStats(app.db, request.user.id),
  );

  app.get(
    '/recent',
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: recentJobsQuerySchema, response: { 200: jobListSchema, ...errors } },
    },
    async (request) => (await listJobs(app.db, request.user.id, {}, request.query.limit)).map(toJob),
  );

  app.get(
    '/search',
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: jobTextSearchQuerySchema, response: { 200: jobListSchema, ...errors } },
    },
    async (request) => (await listJobs(app.db, request.user.id, request.query)).map(toJob),
  );
};
export default views;
