import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DATA_LIMITS,
  accountDataLimitMessages,
  idParamsSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  jobStatusUpdateSchema,
} from '@app/shared/contract';
import { createJob, deleteJob, findJob, toJob, updateJob } from '@/db/repositories/jobs';
import { badRequest, notFound } from '@/errors/api-error';
import { jobListPage, LIST_PAGE_DESCRIPTION } from './list-page';
import { routeSchemas } from '../route-schema';

const schema = routeSchemas({ tag: 'jobs', errors: [400, 404] });

/** One job at a time: list, read, create, replace, delete, and the status shortcut. */
const records: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: schema({
        description: LIST_PAGE_DESCRIPTION,
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema },
      }),
    },
    async (request, reply) => jobListPage(app.db, request.user.id, request.query, reply),
  );

  app.post('', { schema: schema({ body: jobInputSchema, response: { 201: jobSchema } }) }, async (request, reply) => {
    const row = await createJob(app.db, request.user.id, request.body, ACCOUNT_DATA_LIMITS.jobs);
    if (!row) throw badRequest(accountDataLimitMessages.jobs);
    return reply.code(201).send(toJob(row));
  });

  app.get('/:id', { schema: schema({ params: idParamsSchema, response: { 200: jobSchema } }) }, async (request) => {
    const row = await findJob(app.db, request.user.id, request.params.id);
    if (!row) throw notFound();
    return toJob(row);
  });

  app.put(
    '/:id',
    { schema: schema({ params: idParamsSchema, body: jobInputSchema, response: { 200: jobSchema } }) },
    async (request) => {
      // PUT replaces: fields left out fall back to their defaults, as on create.
      const row = await updateJob(app.db, request.user.id, request.params.id, request.body);
      if (!row) throw notFound();
      return toJob(row);
    },
  );

  app.delete(
    '/:id',
    { schema: schema({ params: idParamsSchema, response: { 204: z.null().describe('Deleted.') } }) },
    async (request, reply) => {
      if (!(await deleteJob(app.db, request.user.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:id/status',
    { schema: schema({ params: idParamsSchema, body: jobStatusUpdateSchema, response: { 200: jobSchema } }) },
    async (request) => {
      const row = await updateJob(app.db, request.user.id, request.params.id, { status: request.body.status });
      if (!row) throw notFound();
      return toJob(row);
    },
  );
};
export default records;
