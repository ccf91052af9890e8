import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applicationsCsvFileName, jobApplicationExportQuerySchema } from '@app/shared/contract';
import { listJobApplications } from '@/db/repositories/job-applications';
import { jobSearchBelongsTo } from '@/db/repositories/job-searches';
import { notFound } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';
import { attachmentDisposition } from '@/api/job-search/resumes/content-disposition';
import { applicationsCsv } from '@/services/job-application-export';

const schema = routeSchemas({ tag: 'job-applications', errors: [400, 404] });

/** The applications as a CSV attachment, all of them or one search's (product §7). */
const jobApplicationsExport: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: schema({
        querystring: jobApplicationExportQuerySchema,
        response: {
          200: {
            description: 'The applications, one row each, newest first (RFC 4180, UTF-8 with a byte-order mark).',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      }),
    },
    async (request, reply) => {
      const jobSearchId = request.query.job_search_id;
      if (jobSearchId !== undefined && !(await jobSearchBelongsTo(app.db, request.user.id, jobSearchId))) {
        throw notFound();
      }
      const csv = applicationsCsv(await listJobApplications(app.db, request.user.id, { jobSearchId }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(applicationsCsvFileName(jobSearchId)))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8') as never);
    },
  );
};
export default jobApplicationsExport;
