import type { FastifyInstance } from 'fastify';
import { invalidateReads } from '@/services/read-cache';
import type { LiveMessage } from './live-message';

// The inverse of userChannelName (packages/shared/src/contract/live-events.ts).
const USER_CHANNEL = /^private-user-([1-9]\d{0,15})$/;

/** The user a channel belongs to, or undefined for any other channel. */
export function userIdOfChannel(channel: string): number | undefined {
  const match = USER_CHANNEL.exec(channel);
  return match ? Number(match[1]) : undefined;
}

/**
 * Hands a message to the sockets subscribed on THIS instance. A live event on a user's channel
 * means that user's data changed, so this instance's read cache forgets it first: a client that
 * refetches on the event must not be served the old state.
 */
export function deliverHere(target: Pick<FastifyInstance, 'db' | 'liveHub'>, message: LiveMessage): number {
  const userId = userIdOfChannel(message.channel);
  if (userId !== undefined) invalidateReads(target.db, userId);
  return target.liveHub.deliver(message.channel, message.event, message.data, message.except);
}
