import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channelAuthRequestSchema, channelAuthResponseSchema, userChannelName } from '@app/shared/contract';
import { ApiError } from '@/errors/api-error';
import { socketSessionData } from '@/live/session/socket-session';
import { boundChannelAuthSignature, channelAuthSignature } from '@/live/signature';
import { routeSchemas } from '../route-schema';

const schema = routeSchemas({ tag: 'live', errors: [400, 403] });
const forbidden = () => new ApiError(403, { detail: 'You do not have permission to perform this action.' });

/** Channel authorization for pusher-js: the signed-in user's own private channel only. */
const channelAuth: FastifyPluginAsyncZod = async (app) => {
  // pusher-js posts its authorization request form-encoded; only this scope accepts that.
  await app.register(formbody);

  app.post(
    '/auth/',
    {
      schema: schema({
        summary: 'Sign a private channel subscription (pusher-js channelAuthorization endpoint)',
        description:
          "Only the caller's own channel, `private-user-{id}`, is signed; any other is 403. On the built-in server " +
          "the subscription is bound to the caller's session (`channel_data`): the socket closes when that session ends.",
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: channelAuthRequestSchema,
        response: { 200: channelAuthResponseSchema },
      }),
    },
    async (request) => {
      const { socket_id: socketId, channel_name: channel } = request.body;
      if (channel !== userChannelName(request.user.id)) throw forbidden();
      // With hosted Pusher configured the browser subscribes there, so sign with its credentials
      // (Pusher cannot bind a private subscription to our sessions: it ends with the token's use).
      if (app.config.pusher) {
        const { key, secret } = app.config.pusher;
        return { auth: `${key}:${channelAuthSignature(secret, socketId, channel)}` };
      }
      // The built-in server binds the subscription to this token's session, and closes the socket
      // when that session ends (logout, password change, account deletion).
      const { key, secret } = app.config.live;
      const { user_id: userId, sv, sid } = request.accessClaims;
      const channelData = socketSessionData({ userId, sv, sid });
      return {
        auth: `${key}:${boundChannelAuthSignature(secret, socketId, channel, channelData)}`,
        channel_data: channelData,
      };
    },
  );
};
export default channelAuth;
