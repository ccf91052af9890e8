import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from './route-schema';

/**
 * The scope of every route that needs a signed-in user. Its onRequest hook (fastify's
 * encapsulation: it reaches only the routes registered inside) answers 401 as simplejwt does or
 * sets request.user; its onRoute hook documents exactly that on each route (bearer security and
 * the 401 answer), so what is enforced and what the OpenAPI document says cannot drift apart.
 * Routes anyone may call are registered outside it (see ./index.ts).
 */
export function signedIn(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async function signedInScope(scope) {
    scope.addHook('onRequest', scope.authenticate);
    scope.addHook('onRoute', (route) => {
      route.schema = {
        security: [{ bearer: [] }],
        ...route.schema,
        response: { ...errorResponses([401]), ...(route.schema?.response as object | undefined) },
      };
    });
    await scope.register(routes);
  };
}
