import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobPreferenceRequestSchema,
  idParamsSchema,
  jobPreferenceListSchema,
  jobPreferenceSchema,
  updateJobPreferenceRequestSchema,
} from '@app/shared/contract';
import {
  createJobPreference,
  fromJobPreferenceFields,
  listJobPreferences,
  toJobPreference,
} from '@/db/repositories/job-preferences';
import { routeSchemas } from '@/api/route-schema';
import { updatePreferenceRespectingLock } from '@/services/job-preferences';

const schema = routeSchemas({ tag: 'job-preferences', errors: [400, 404] });

/** What to search for. The server owns ids and timestamps: any the client sends are ignored. */
const jobPreferences: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: schema({ body: createJobPreferenceRequestSchema, response: { 201: jobPreferenceSchema } }) },
    async (request, reply) => {
      const row = await createJobPreference(app.db, request.user.id, fromJobPreferenceFields(request.body));
      return reply.code(201).send(toJobPreference(row));
    },
  );

  app.get('/', { schema: schema({ response: { 200: jobPreferenceListSchema } }) }, async (request) =>
    (await listJobPreferences(app.db, request.user.id)).map(toJobPreference),
  );

  app.patch(
    '/:id/',
    {
      schema: schema({
        params: idParamsSchema,
        body: updateJobPreferenceRequestSchema,
        response: { 200: jobPreferenceSchema },
      }),
    },
    async (request) => {
      const row = await updatePreferenceRespectingLock(app.db, request.user.id, request.params.id, request.body);
      return toJobPreference(row);
    },
  );
};
export default jobPreferences;
