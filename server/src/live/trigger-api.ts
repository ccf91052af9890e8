import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LiveMessage } from './publish/live-message';
import { verifySignedQuery } from './trigger/signed-query';
import { batchBodySchema, describeIssues, eventsBodySchema, MAX_DATA_BYTES } from './trigger/trigger-bodies';

/**
 * A body parsed by nothing: its bytes are what body_md5 covers. The private field keeps the
 * bytes out of generic body walkers (reject-null-characters would visit every byte otherwise).
 */
class RawBody {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer) {
    this.#bytes = bytes;
  }
  get bytes(): Buffer {
    return this.#bytes;
  }
}

class TriggerError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Pusher's HTTP trigger API, so the official `pusher` SDK (the bot on another machine, an
 * operator's script) can publish to our server: POST /apps/{app_id}/events and /batch_events
 * with the signed query. Answers {} as Pusher does, and {"error": "..."} on refusal.
 * Registered at the root, beside the websocket server, not under /django/api.
 */
export default fp(async function triggerApi(app) {
  await app.register(triggerRoutes);
});

async function triggerRoutes(scope: FastifyInstance) {
  // Encapsulated: only these routes read JSON as raw bytes, to hash them before parsing.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, new RawBody(body as Buffer));
  });

  scope.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error instanceof TriggerError) return reply.code(error.statusCode).send({ error: error.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.message });
    request.log.error({ err: error }, 'trigger API error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  scope.post('/apps/:appId/events', async (request, reply) => {
    const body = parseBody(scope, request, eventsBodySchema);
    checkDataSize([body.data]);
    const channels = body.channels ?? (body.channel === undefined ? [] : [body.channel]);
    await fanOut(
      scope,
      channels.map((channel) => ({ channel, event: body.name, data: body.data, except: body.socket_id })),
    );
    return reply.send({});
  });

  scope.post('/apps/:appId/batch_events', async (request, reply) => {
    const { batch } = parseBody(scope, request, batchBodySchema);
    checkDataSize(batch.map((event) => event.data));
    await fanOut(
      scope,
      batch.map((event) => ({ channel: event.channel, event: event.name, data: event.data, except: event.socket_id })),
    );
    return reply.send({});
  });
}

/** The app, then the signature, then the body: a stranger learns nothing about the payload rules. */
function parseBody<S extends z.ZodType>(app: FastifyInstance, request: FastifyRequest, schema: S): z.infer<S> {
  const { appId } = request.params as { appId: string };
  if (appId !== app.config.live.appId) throw new TriggerError(404, `Unknown app id ${appId.slice(0, 32)}`);

  const raw = request.body instanceof RawBody ? request.body.bytes : Buffer.alloc(0);
  const refusal = verifySignedQuery(app.config.live, {
    method: request.method,
    path: request.url.split('?', 1)[0] ?? request.url,
    query: request.query as Record<string, string | string[] | undefined>,
    body: raw,
  });
  if (refusal) throw new TriggerError(401, refusal);

  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new TriggerError(400, 'The body must be JSON (Content-Type: application/json)');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new TriggerError(400, describeIssues(parsed.error));
  return parsed.data;
}

function checkDataSize(datas: string[]): void {
  for (const data of datas) {
    const bytes = Buffer.byteLength(data, 'utf8');
    if (bytes > MAX_DATA_BYTES) {
      throw new TriggerError(413, `Event data is ${bytes} bytes; at most ${MAX_DATA_BYTES} are allowed`);
    }
  }
}

/**
 * Through the same fan-out as app.live.publish: in process, or through Redis to every instance
 * (this one included, so it does not also deliver here). Never to hosted Pusher: this server is
 * the destination.
 */
async function fanOut(app: FastifyInstance, messages: LiveMessage[]): Promise<void> {
  try {
    await Promise.all(messages.map((message) => app.liveFanout.send(message)));
  } catch (error) {
    app.log.error({ err: (error as Error).message }, 'trigger API could not fan out');
    throw new TriggerError(503, 'Could not deliver the event; try again');
  }
}
