import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveConfigSchema } from '@app/shared/contract';
import { routeSchemas } from '../route-schema';
import { liveConfigFor } from './live-config';

const schema = routeSchemas({ tag: 'live', errors: [] });

/** Public: the options the browser's pusher-js needs to connect, asked before sign-in. */
const clientConfig: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config/',
    { schema: schema({ summary: 'pusher-js options for this deployment', response: { 200: liveConfigSchema } }) },
    async () => liveConfigFor(app.config),
  );
};
export default clientConfig;
