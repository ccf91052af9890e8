import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobSearchRequestSchema,
  errorBodySchema,
  idParamsSchema,
  jobSearchListSchema,
  jobSearchMessages,
  jobSearchSchema,
} from '@app/shared/contract';
import { findJobPreference } from '../../db/repositories/job-preferences';
import { createJobSearch, findJobSearch, listJobSearches, toJobSearch } from '../../db/repositories/job-searches';
import { notFound, validationFailed } from '../../errors/api-error';
import { readCacheFor } from '../../services/read-cache';

const tags = ['job-searches'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Job searches: one per preference, created not_started. Start and stop come with the bot. */
const jobSearches: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: createJobSearchRequestSchema, response: { 201: jobSearchSchema, ...errors } },
    },
    async (request, reply) => {
      const preferenceId = request.body.job_preference;
      // Another user's preference is reported exactly like a missing one.
      const preference = await findJobPreference(app.db, request.user.id, preferenceId);
      if (!preference)
        throw validationFailed({ job_preference: jobSearchMessages.preferenceDoesNotExist(preferenceId) });
      const search = await createJobSearch(app.db, request.user.id, preference.id);
      if (!search) throw validationFailed({ job_preference: jobSearchMessages.preferenceTaken });
      return reply.code(201).send(toJobSearch({ search, preference }));
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: jobSearchListSchema, ...errors } },
    },
    async (request, reply) => {
      // The dashboard's list, rendered once to JSON bytes and kept until the user's next write.
      const userId = request.user.id;
      const body = await readCacheFor(app.db).read(userId, 'job-searches', async () =>
        Buffer.from(JSON.stringify((await listJobSearches(app.db, userId)).map(toJobSearch))),
      );
      // Fastify sends a Buffer as is, skipping the response serializer: the bytes are already JSON.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 200: jobSearchSchema, ...errors } },
    },
    async (request) => {
      const found = await findJobSearch(app.db, request.user.id, request.params.id);
      if (!found) throw notFound();
      return toJobSearch(found);
    },
  );
};
export default jobSearches;
