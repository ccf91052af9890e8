import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { drfMessage } from '@app/shared/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import errorHandler from './plugins/app/error-handler';
import authenticate from './plugins/app/authenticate';
import rejectNullCharacters from './plugins/app/reject-null-characters';
import securityHeaders from './plugins/external/security-headers';
import swagger from './plugins/external/swagger';
import multipart from './plugins/external/multipart';
import staticWeb from './plugins/external/static-web';
import api from './api';
import live from './live';
import bot from './plugins/app/bot';
import mailer from './plugins/app/mailer';
import purgeExpiredTokens from './plugins/app/purge-expired-tokens';
import health from './api/health';
import sessions from './sessions';
import { createSecretBox } from './services/secret-box';
import { invalidateReads, readCacheFor } from './services/read-cache';
import { createTokenService } from './services/tokens';
import { createMemoryThrottle, createRedisThrottle, type Throttle } from './services/throttle';

// Validation messages read as Django REST framework writes them (product §8 shows them to users).
z.config({ customError: drfMessage });

export interface AppDependencies {
  config: Config;
  database: Database;
  throttle?: Throttle;
  /** false for silence; else where and how much to log (the redaction below always applies). */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
}

/** Tokens, cookies and passwords never reach the logs, whatever the level. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // @fastify/multipart logs its busboy options, request headers included, at trace level.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
];

export async function buildApp({ config, database, throttle, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger === false ? false : { level: config.logLevel, ...logger, redact: REDACT },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    trustProxy: trustProxyOption(config.trustProxy),
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
  app.decorate('throttle', throttle ?? (await selectThrottle(app, config)));

  readCacheFor(database.db).ttlMs = config.readCacheTtl * 1000;
  // Every mutating request may have changed what the user's cached reads show; by onSend the
  // handler's writes are committed.
  app.addHook('onSend', async (request) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD') invalidateReads(app.db, request.user.id);
  });

  // A body-less POST is read as an empty object, so the answer names each missing field.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });

  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(sessions);
  await app.register(authenticate);
  await app.register(rejectNullCharacters);
  await app.register(swagger);
  await app.register(multipart);
  await app.register(health);
  await app.register(live);
  await app.register(mailer);
  await app.register(bot);
  await app.register(purgeExpiredTokens);
  await app.register(api, { prefix: '/django/api' });
  await app.register(staticWeb);
  return app;
}

/**
 * X-Forwarded-For/-Proto/-Host count only from the proxies TRUST_PROXY names. A hop count trusts
 * that many proxies in front of the server, as Express reads a number (this fastify version
 * ignores a bare number, so it is spelled as proxy-addr's trust function).
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (setting === undefined) return false;
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/**
 * With REDIS_URL the login/register counters live in Redis, so the limit holds across every API
 * instance; else in this process's memory. The connection closes with the app.
 */
async function selectThrottle(app: FastifyInstance, config: Config): Promise<Throttle> {
  if (!config.redisUrl) return createMemoryThrottle();
  const { Redis } = await import('ioredis');
  // Fail a hit fast while Redis is away rather than queueing it until the request times out.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true });
  let lastError: Error | undefined;
  redis.on('error', (error: Error) => {
    lastError = error;
    app.log.warn({ err: error.message }, 'redis (throttle) connection error');
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect(); // stop reconnecting, so a failed start can exit
    // connect() only says "Connection is closed."; the error event said why.
    const reason = (lastError ?? (error as Error)).message;
    throw new Error(`Could not connect to REDIS_URL: ${reason}`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return createRedisThrottle(redis, config.redisPrefix);
}
