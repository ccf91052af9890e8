import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema, jobSearchScheduleRequestSchema, jobSearchSchema } from '@app/shared/contract';
import {
  pauseSearch,
  removeSchedule,
  resumeSearch,
  setSchedule,
  type ScheduleDeps,
} from '@/services/job-search-schedules';
import { routeSchemas } from '../../route-schema';

const schema = routeSchemas({ tag: 'job-searches', errors: [400, 404, 503] });
const response = { 200: jobSearchSchema };

/**
 * A search's schedule and pause (product §4.12), under /job-search/{id}/: `schedule/` (PUT sets,
 * DELETE clears), `pause/` and `resume/`. Each answers the search.
 */
const jobSearchSchedule: FastifyPluginAsyncZod = async (app) => {
  const deps = (request: FastifyRequest): ScheduleDeps => ({
    db: app.db,
    live: app.live,
    searchQueue: app.searchQueue,
    searchScheduler: app.searchScheduler,
    log: request.log,
    now: app.schedulerTestClock?.clock.now() ?? new Date(),
  });

  app.put(
    '/:id/schedule/',
    {
      schema: schema(
        { params: idParamsSchema, body: jobSearchScheduleRequestSchema, response },
        { errors: [400, 404] },
      ),
    },
    async (request) => setSchedule(deps(request), request.user.id, request.params.id, request.body),
  );

  app.delete(
    '/:id/schedule/',
    { schema: schema({ params: idParamsSchema, response }, { errors: [404] }) },
    async (request) => removeSchedule(deps(request), request.user.id, request.params.id),
  );

  app.post(
    '/:id/pause/',
    { schema: schema({ params: idParamsSchema, response }, { errors: [400, 404] }) },
    async (request) => pauseSearch(deps(request), request.user.id, request.params.id),
  );

  app.post('/:id/resume/', { schema: schema({ params: idParamsSchema, response }) }, async (request) =>
    resumeSearch(deps(request), request.user, request.params.id),
  );
};
export default jobSearchSchedule;
