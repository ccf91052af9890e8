import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { liveEventSchemas, userChannelName, type LiveEventName } from '@app/shared/contract';
import { invalidateReads } from '@/services/read-cache';
import type { LiveTransport } from './live-message';

export interface PublishServiceOptions {
  db: object;
  transport: LiveTransport;
  log: FastifyBaseLogger;
}

/**
 * `publish(userId, event, payload)`: the one way the API and the bot tell a user's browser that
 * something changed. A payload that breaks the contract is our own bug and throws. A transport
 * failure (Redis or hosted Pusher away) is logged, not thrown: the change itself is committed and
 * the caller's work must not fail or be redone for a missed notification.
 */
export function createPublishService({ db, transport, log }: PublishServiceOptions): FastifyInstance['live'] {
  return {
    async publish(userId, event, payload) {
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new Error(`publish(${event}): invalid user id ${userId}`);
      const schema: z.ZodType = liveEventSchemas[event as LiveEventName];
      if (!schema) throw new Error(`publish: unknown live event ${String(event)}`);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`);
        throw new Error(`publish(${event}): payload does not match the contract: ${problems.join('; ')}`);
      }
      // This instance forgets the user's cached reads before anyone is told to refetch; the
      // fan-out does the same on every instance that receives the message.
      invalidateReads(db, userId);
      const message = { channel: userChannelName(userId), event, data: JSON.stringify(parsed.data) };
      try {
        await transport.send(message);
      } catch (error) {
        log.error({ err: (error as Error).message, event, channel: message.channel }, 'live event not published');
      }
    },
  };
}
