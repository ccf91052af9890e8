import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createJobSearchRequestSchema,
  deleteJobSearchQuerySchema,
  idParamsSchema,
  jobSearchDeletionMessages,
  jobSearchListSchema,
  jobSearchSchema,
} from '@app/shared/contract';
import { findJobSearch, listJobSearches, toJobSearch } from '@/db/repositories/job-searches';
import { badRequest, notFound } from '@/errors/api-error';
import { deleteJobSearch } from '@/db/repositories/job-search-deletion';
import { createSearch, startSearch, stopSearch } from '@/services/job-searches';
import { readCacheFor } from '@/services/read-cache';
import { routeSchemas } from '../route-schema';

const schema = routeSchemas({ tag: 'job-searches', errors: [400, 404, 503] });

/** Job searches: one per preference, created not_started; started (queued for the bot) and stopped. */
const jobSearches: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: schema({ body: createJobSearchRequestSchema, response: { 201: jobSearchSchema } }) },
    async (request, reply) =>
      reply.code(201).send(await createSearch(app.db, request.user.id, request.body.job_preference)),
  );

  app.get('/', { schema: schema({ response: { 200: jobSearchListSchema } }) }, async (request, reply) => {
    // The dashboard's list, rendered once to JSON bytes and kept until the user's next write.
    const userId = request.user.id;
    const body = await readCacheFor(app.db).read(userId, 'job-searches', async () =>
      Buffer.from(JSON.stringify((await listJobSearches(app.db, userId)).map(toJobSearch))),
    );
    // Fastify sends a Buffer as is, skipping the response serializer: the bytes are already JSON.
    return reply.type('application/json; charset=utf-8').send(body as never);
  });

  app.get(
    '/:id/',
    { schema: schema({ params: idParamsSchema, response: { 200: jobSearchSchema } }) },
    async (request) => {
      const found = await findJobSearch(app.db, request.user.id, request.params.id);
      if (!found) throw notFound();
      return toJobSearch(found);
    },
  );

  app.post(
    '/:id/start/',
    { schema: schema({ params: idParamsSchema, response: { 200: jobSearchSchema } }) },
    async (request) => {
      const deps = { db: app.db, live: app.live, searchQueue: app.searchQueue, log: request.log };
      return startSearch(deps, request.user, request.params.id);
    },
  );

  // Not while running (the run would write to a search that is gone); its applications stay in
  // the history unless the user asks for them to go too (product §7).
  app.delete(
    '/:id/',
    {
      schema: schema({
        params: idParamsSchema,
        querystring: deleteJobSearchQuerySchema,
        response: { 204: z.null().describe('Deleted.') },
      }),
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleteApplications = request.query.delete_applications;
      const outcome = await deleteJobSearch(app.db, request.user.id, id, { deleteApplications });
      if (outcome === 'not_found') throw notFound();
      if (outcome === 'running') throw badRequest(jobSearchDeletionMessages.running);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/stop/',
    { schema: schema({ params: idParamsSchema, response: { 200: jobSearchSchema } }) },
    async (request) => stopSearch(app.db, request.user.id, request.params.id),
  );
};
export default jobSearches;
