import { Queue } from 'bullmq';
import { connection, QUEUE_NAME, SCHEDULED_START } from '../queue/bullmq-queue';
import { cronPattern } from './schedule-times';
import type { SearchScheduler } from './search-scheduler';

const schedulerId = (searchId: number) => `search-${searchId}-schedule`;

/**
 * With Redis: each scheduled search is a BullMQ job scheduler on the runs' queue, with the schedule's
 * cron pattern in its time zone; at each time it adds one `scheduled-start` job, which a worker
 * turns into a start (services/scheduled-start). Clearing or pausing removes the scheduler.
 */
export function createBullmqScheduler(redisUrl: string, prefix?: string): SearchScheduler {
  const queue = new Queue<{ searchId: number }>(QUEUE_NAME, {
    connection: connection(redisUrl),
    ...(prefix && { prefix }),
  });
  return {
    kind: 'bullmq',
    async changed(searchId, schedule) {
      if (!schedule) {
        await queue.removeJobScheduler(schedulerId(searchId));
        return;
      }
      await queue.upsertJobScheduler(
        schedulerId(searchId),
        { pattern: cronPattern(schedule), tz: schedule.timeZone },
        {
          name: SCHEDULED_START,
          data: { searchId },
          opts: { removeOnComplete: true, removeOnFail: 100 },
        },
      );
    },
    close: () => queue.close(),
  };
}
