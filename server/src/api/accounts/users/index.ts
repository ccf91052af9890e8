import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  feedbackRequestSchema,
  feedbackSchema,
  loginRequestSchema,
  logoutRequestSchema,
  registerRequestSchema,
  tokenPairSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userSchema,
  detailSchema,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import { createFeedback } from '../../../db/repositories/feedback';
import { toUser, updateUser } from '../../../db/repositories/users';
import { changePassword, issueTokenPair, login, logout, register } from '../../../services/accounts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

const users: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register/',
    { schema: { tags: ['accounts'], body: registerRequestSchema, response: { 201: tokenPairSchema, ...errors } } },
    async (request, reply) => {
      const user = await register(app, request.body, request.ip);
      return reply.code(201).send(issueTokenPair(app, user));
    },
  );

  app.post(
    '/login/',
    { schema: { tags: ['accounts'], body: loginRequestSchema, response: { 200: tokenPairSchema, ...errors } } },
    async (request) => {
      const user = await login(app, request.body, request.ip);
      return issueTokenPair(app, user);
    },
  );

  app.get(
    '/me/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['accounts'], security: [{ bearer: [] }], response: { 200: userSchema, 401: errorBodySchema } },
    },
    async (request) => toUser(request.user),
  );

  app.post(
    '/update-profile/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { first_name, last_name, password, current_password } = request.body;
      // An empty password leaves the current one in place; checked before any change is stored.
      const changed = password ? await changePassword(app, request.user, current_password, password) : undefined;
      const updated = await updateUser(app.db, request.user.id, { firstName: first_name, lastName: last_name });
      return { ...toUser(updated ?? request.user), ...changed?.tokens };
    },
  );

  app.post(
    '/submit-feedback/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: feedbackRequestSchema,
        response: { 201: feedbackSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await createFeedback(app.db, request.user.id, request.body.comment);
      return reply.code(201).send({ id: row.id, comment: row.comment, created_at: formatTimestamp(row.createdAt) });
    },
  );

  app.post(
    '/logout/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: logoutRequestSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await logout(app, request.accessClaims, request.body.refresh);
      return { detail: 'Successfully logged out.' };
    },
  );
};
export default users;
