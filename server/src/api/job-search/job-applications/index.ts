import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jobApplicationListQuerySchema, jobApplicationListSchema } from '@app/shared/contract';
import { listJobApplications, toJobApplication } from '@/db/repositories/job-applications';
import { jobSearchBelongsTo } from '@/db/repositories/job-searches';
import { notFound } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'job-applications', errors: [400, 404] });

/** What the bot did, newest first. The bot records applications; the user only reads them. */
const jobApplications: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: schema({ querystring: jobApplicationListQuerySchema, response: { 200: jobApplicationListSchema } }) },
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
