import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { countOpenAnswersNeeded } from '../db/repositories/answers-needed';

/**
 * product §4.6: after a question was added to the user's "Answers needed" or answered, every page
 * of theirs learns how many now wait (the header's badge), counted from the database so two
 * changes at once still end on the right figure.
 */
export async function publishAnswersWaiting(db: DbOrTx, live: FastifyInstance['live'], userId: number): Promise<void> {
  await live.publish(userId, 'answers_waiting_changed', { answers_waiting: await countOpenAnswersNeeded(db, userId) });
}
