import { CronExpressionParser } from 'cron-parser';

/** What a schedule is: days of the week (0 Sunday … 6 Saturday), "HH:MM", an IANA zone (product §4.12). */
export interface Schedule {
  days: number[];
  time: string;
  timeZone: string;
}

/**
 * The schedule as a cron pattern read in its zone: what BullMQ's job scheduler is given with
 * Redis, and what the in-process scheduler computes its times from, so both start at the same
 * moments (a wall-clock time skipped by a daylight-saving change is cron-parser's to settle).
 */
export function cronPattern({ days, time }: Schedule): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${minute} ${hour} * * ${[...days].sort((a, b) => a - b).join(',')}`;
}

/** The first start strictly after `after`. */
export function nextRunAt(schedule: Schedule, after: Date): Date {
  return CronExpressionParser.parse(cronPattern(schedule), { currentDate: after, tz: schedule.timeZone })
    .next()
    .toDate();
}
