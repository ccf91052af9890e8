import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLinkedinCredentialsRequestSchema,
  errorBodySchema,
  idParamsSchema,
  LINKEDIN_CREDENTIALS_EXIST,
  linkedinCredentialsListSchema,
  linkedinCredentialsSchema,
  updateLinkedinCredentialsRequestSchema,
} from '@app/shared/contract';
import { notFound, validationFailed } from '../../../errors/api-error';
import {
  createLinkedinCredentials,
  findLinkedinCredentials,
  toLinkedinCredentials,
  updateLinkedinCredentials,
} from '../../../db/repositories/linkedin-credentials';

const tags = ['linkedin-credentials'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/**
 * One record per user; the password is write-only (product §3). Timestamps and cookies_saved sent by
 * the client are dropped by the contract: the server owns them.
 */
const linkedinCredentials: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: linkedinCredentialsListSchema, 401: errorBodySchema } },
    },
    async (request) => {
      const row = await findLinkedinCredentials(app.db, request.user.id);
      return row ? [toLinkedinCredentials(row)] : [];
    },
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: createLinkedinCredentialsRequestSchema,
        response: { 201: linkedinCredentialsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createLinkedinCredentials(app.db, app.secretBox, request.user.id, request.body);
      if (!row) throw validationFailed({ non_field_errors: LINKEDIN_CREDENTIALS_EXIST });
      return reply.code(201).send(toLinkedinCredentials(row));
    },
  );

  app.patch(
    '/:id/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateLinkedinCredentialsRequestSchema,
        response: { 200: linkedinCredentialsSchema, ...errors },
      },
    },
    async (request) => {
      const row = await updateLinkedinCredentials(
        app.db,
        app.secretBox,
        request.user.id,
        request.params.id,
        request.body,
      );
      if (!row) throw notFound();
      return toLinkedinCredentials(row);
    },
  );
};
export default linkedinCredentials;
