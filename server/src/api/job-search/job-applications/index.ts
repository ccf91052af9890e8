import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, jobApplicationListQuerySchema, jobApplicationListSchema } from '@app/shared/contract';
import { listJobApplications, toJobApplication } from '../../../db/repositories/job-applications';
import { jobSearchBelongsTo } from '../../../db/repositories/job-searches';
import { notFound } from '../../../errors/api-error';

const tags = ['job-applications'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** What the bot did, newest first. The bot records applications; the user only reads them. */
const jobApplications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: jobApplicationListQuerySchema,
        response: { 200: jobApplicationListSchema, ...errors },
      },
    },
    async (request) => {
      const jobSearchId = request.query.job_search_id;
      // Another user's search is answered like an unknown one, as a DRF detail lookup would.
      if (jobSearchId !== undefined && !(await jobSearchBelongsTo(app.db, request.user.id, jobSearchId))) {
        throw notFound();
      }
      return (await listJobApplications(app.db, request.user.id, { jobSearchId })).map(toJobApplication);
    },
  );
};
export default jobApplications;
