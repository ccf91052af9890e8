import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createJobPreferenceRequestSchema,
  errorBodySchema,
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
} from '../../../db/repositories/job-preferences';
import { updatePreferenceRespectingLock } from './edit-lock';

const tags = ['job-preferences'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** What to search for. The server owns ids and timestamps: any the client sends are ignored. */
const jobPreferences: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: createJobPreferenceRequestSchema,
        response: { 201: jobPreferenceSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createJobPreference(app.db, request.user.id, fromJobPreferenceFields(request.body));
      return reply.code(201).send(toJobPreference(row));
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: jobPreferenceListSchema, ...errors } },
    },
    async (request) => (await listJobPreferences(app.db, request.user.id)).map(toJobPreference),
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateJobPreferenceRequestSchema,
        response: { 200: jobPreferenceSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updatePreferenceRespectingLock(app.db, request.user.id, request.params.id, request.body);
      return toJobPreference(row);
    },
  );
};
export default jobPreferences;
