import fp from 'fastify-plugin';
import { ChannelHub } from './channel-hub';
import socketServer from './socket-server';
import publisher from './publisher';
import triggerApi from './trigger-api';

/**
 * Live updates over the Pusher protocol: the websocket server at /app/{key} on the API's own
 * HTTP server, the signed HTTP trigger API at /apps/{app_id}/…, and the one publish service the
 * API and the bot use.
 */
export default fp(async function live(app) {
  app.decorate('liveHub', new ChannelHub());
  await app.register(socketServer);
  await app.register(publisher);
  await app.register(triggerApi);
});
