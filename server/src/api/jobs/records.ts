import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idParamsSchema,
  jobInputSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  jobStatusUpdateSchema,
} from '@app/shared/contract';
import { createJob, deleteJob, findJob, listJobs, toJob, updateJob } from '../../db/repositories/jobs';
import { notFound } from '../../errors/api-error';

const tags = ['jobs'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** One job at a time: list, read, create, replace, delete, and the status shortcut. */
const records: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.authenticate,
      schema: { tags, security, querystring: jobListQuerySchema, response: { 200: jobListSchema, ...errors } },
    },
    async (request) => (await listJobs(app.db, request.user.id, request.query)).map(toJob),
  );

  app.post(
    '',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: jobInputSchema, response: { 201: jobSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(toJob(await createJob(app.db, request.user.id, request.body))),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 200: jobSchema, ...errors } },
    },
    async (request) => {
      const row = await findJob(app.db, request.user.id, request.params.id);
      if (!row) throw notFound();
      return toJob(row);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, body: jobInputSchema, response: { 200: jobSchema, ...errors } },
    },
    async (request) => {
      // PUT replaces: fields left out fall back to their defaults, as on create.
      const row = await updateJob(app.db, request.user.id, request.params.id, request.body);
      if (!row) throw notFound();
      return toJob(row);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 204: z.null().describe('Deleted.'), ...errors } },
    },
    async (request, reply) => {
      if (!(await deleteJob(app.db, request.user.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/:id/status',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: jobStatusUpdateSchema,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateJob(app.db, request.user.id, request.params.id, { status: request.body.status });
      if (!row) throw notFound();
      return toJob(row);
    },
  );
};
export default records;
