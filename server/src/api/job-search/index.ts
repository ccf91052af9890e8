import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobSearchRequestSchema,
  errorBodySchema,
  idParamsSchema,
  jobSearchListSchema,
  jobSearchMessages,
  jobSearchRunMessages,
  jobSearchSchema,
} from '@app/shared/contract';
import { findExtraInformation } from '../../db/repositories/extra-information';
import { requestStop, setRunStatus, startRun } from '../../db/repositories/job-search-runs';
import { findLinkedinCredentials } from '../../db/repositories/linkedin-credentials';
import { findDefaultResume } from '../../db/repositories/resumes';
import { findJobPreference } from '../../db/repositories/job-preferences';
import { createJobSearch, findJobSearch, listJobSearches, toJobSearch } from '../../db/repositories/job-searches';
import { ApiError, badRequest, notFound, validationFailed } from '../../errors/api-error';
import { readCacheFor } from '../../services/read-cache';

const tags = ['job-searches'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 503: errorBodySchema };

/** Job searches: one per preference, created not_started; started (queued for the bot) and stopped. */
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

  app.post(
    '/:id/start/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 200: jobSearchSchema, ...errors } },
    },
    async (request) => {
      const userId = request.user.id;
      const found = await findJobSearch(app.db, userId, request.params.id);
      if (!found) throw notFound();
      const m = jobSearchRunMessages;
      if (found.search.status === 'running') throw badRequest(m.alreadyRunning);
      const [credentials, resume, extra] = await Promise.all([
        findLinkedinCredentials(app.db, userId),
        findDefaultResume(app.db, userId),
        findExtraInformation(app.db, userId),
      ]);
      if (!credentials) throw badRequest(m.noCredentials);
      if (!resume) throw badRequest(m.noResume);
      if (!extra) throw badRequest(m.noExtraInformation);
      if (request.user.credits <= 0) throw badRequest(m.noCredits);
      if (found.search.numAppliedJobs >= found.preference.maxJobs) throw badRequest(m.maxJobsReached);
      // The conditional update decides between two racing starts.
      const started = await startRun(app.db, userId, found.search.id);
      if (!started) throw badRequest(m.alreadyRunning);
      await app.live.publish(userId, 'job_search_status_updated', {
        job_search_id: found.search.id,
        status: 'running',
        notes: started.notes,
      });
      try {
        await app.searchQueue.enqueue({ searchId: found.search.id, run: started.run });
      } catch (error) {
        // Redis away: the search must not look running with no worker ever taking it.
        request.log.error({ err: error }, 'could not queue a job search');
        await setRunStatus(app.db, found.search.id, started.run, 'failed', m.queueUnavailable);
        await app.live.publish(userId, 'job_search_status_updated', {
          job_search_id: found.search.id,
          status: 'failed',
          notes: m.queueUnavailable,
        });
        throw new ApiError(503, { detail: m.queueUnavailable });
      }
      return toJobSearch((await findJobSearch(app.db, userId, found.search.id))!);
    },
  );

  app.post(
    '/:id/stop/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, params: idParamsSchema, response: { 200: jobSearchSchema, ...errors } },
    },
    async (request) => {
      const userId = request.user.id;
      const found = await findJobSearch(app.db, userId, request.params.id);
      if (!found) throw notFound();
      // The worker ends the run after the application in progress and sets the final status.
      if (!(await requestStop(app.db, userId, found.search.id))) throw badRequest(jobSearchRunMessages.notRunning);
      return toJobSearch(found);
    },
  );
};
export default jobSearches;
