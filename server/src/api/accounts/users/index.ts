import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_DATA_LIMITS,
  accountDataLimitMessages,
  feedbackRequestSchema,
  feedbackSchema,
  logoutRequestSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
  userSchema,
  detailSchema,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import { createFeedback } from '@/db/repositories/feedback';
import { toUser, updateUser } from '@/db/repositories/users';
import { changePassword, logout } from '@/services/accounts';
import { routeSchemas } from '@/api/route-schema';
import { badRequest } from '@/errors/api-error';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 429] });

/** The signed-in user's own account (register and login: ./register-and-login.ts). */
const users: FastifyPluginAsyncZod = async (app) => {
  app.get('/me/', { schema: schema({ response: { 200: userSchema } }, { errors: [] }) }, async (request) =>
    toUser(request.user),
  );

  app.post(
    '/update-profile/',
    {
      schema: schema({
        description:
          'A new password needs current_password (wrong ones are throttled per account: 429) and ends every ' +
          'other session, their live sockets and every password reset link mailed before; the answer carries a fresh pair.',
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema },
      }),
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
    { schema: schema({ body: feedbackRequestSchema, response: { 201: feedbackSchema } }) },
    async (request, reply) => {
      const row = await createFeedback(
        app.db,
        request.user.id,
        request.body.comment,
        ACCOUNT_DATA_LIMITS.feedbackPerDay,
      );
      if (!row) throw badRequest(accountDataLimitMessages.feedback);
      return reply.code(201).send({ id: row.id, comment: row.comment, created_at: formatTimestamp(row.createdAt) });
    },
  );

  app.post(
    '/logout/',
    {
      schema: schema({
        description:
          'Ends the session of the refresh token given: every token of that sign-in (and of its refreshes) stops ' +
          'working in every server process at once, and the live sockets it authorised are closed.',
        body: logoutRequestSchema,
        response: { 200: detailSchema },
      }),
    },
    async (request) => {
      await logout(app, request.accessClaims, request.body.refresh);
      return { detail: 'Successfully logged out.' };
    },
  );
};
export default users;
