import type { JobSearchSchedule } from '@app/shared/contract';
import { parseWireTimestamp } from '@app/shared/format';

/** Days of the week as the schedule numbers them (0 Sunday … 6 Saturday), for labels and sentences. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The order a person reads a week in: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function daysWords(days: readonly number[]): string {
  const set = new Set(days);
  if (set.size === 7) return 'every day';
  if (set.size === 5 && [1, 2, 3, 4, 5].every((d) => set.has(d))) return 'every weekday';
  if (set.size === 2 && set.has(0) && set.has(6)) return 'every Saturday and Sunday';
  const names = WEEK_ORDER.filter((d) => set.has(d)).map((d) => WEEKDAY_NAMES[d]);
  return `every ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]}`;
}

/** "Runs every weekday at 08:00" (product §4.12). */
export function scheduleSentence(schedule: Pick<JobSearchSchedule, 'days' | 'time'>): string {
  return `Runs ${daysWords(schedule.days)} at ${schedule.time}`;
}

/** The next start in the schedule's own zone, e.g. "Mon, Nov 30, 08:00"; empty when unreadable. */
export function nextRunWords(nextRunAt: string, timeZone: string): string {
  const date = parseWireTimestamp(nextRunAt);
  if (!date) return '';
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
