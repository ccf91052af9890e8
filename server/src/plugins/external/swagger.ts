import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the zod contract, and a docs page at /django/api/docs. */
export default fp(async function openApi(app) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Job-search automation API',
        description: 'Every call the web app makes (product §7). Authenticate with `Authorization: Bearer <token>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/django/api/docs' });
});
