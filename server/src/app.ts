import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drfMessage } from '@app/shared/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import errorHandler from './plugins/app/error-handler';
import authenticate from './plugins/app/authenticate';
import swagger from './plugins/external/swagger';
import multipart from './plugins/external/multipart';
import api from './api';
import health from './api/health';
import { createSecretBox } from './services/secret-box';
import { createTokenService } from './services/tokens';
import { createMemoryThrottle, type Throttle } from './services/throttle';

// Validation messages read as Django REST framework writes them (SPEC §8 shows them to users).
z.config({ customError: drfMessage });

export interface AppDependencies {
  config: Config;
  database: Database;
  throttle?: Throttle;
  logger?: boolean | object;
}

export async function buildApp({ config, database, throttle, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      // Tokens, cookies and passwords never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate(
    'tokens',
    createTokenService({
      secret: config.secretKey,
      accessLifetime: config.accessTokenLifetime,
      refreshLifetime: config.refreshTokenLifetime,
    }),
  );
  app.decorate('secretBox', createSecretBox(config.encryptionKey));
  app.decorate('throttle', throttle ?? createMemoryThrottle());

  // A body-less POST is read as an empty object, so the answer names each missing field.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  await app.register(errorHandler);
  await app.register(authenticate);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(health);
  await app.register(api, { prefix: '/django/api' });
  return app;
}
