import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * A search's schedule (product §4.12): the days of the week (0 Sunday … 6 Saturday) and the time of
 * day it starts on its own, in the IANA time zone the user chose (their browser's by default).
 */
export const jobSearchScheduleMessages = {
  days: 'Choose at least one day of the week.',
  time: 'Enter a time of day such as 08:00.',
  timeZone: 'This time zone is not known. Choose a time zone from the list.',
  pauseNotRunningOrScheduled: 'This job search is already paused.',
  notPaused: 'This job search is not paused.',
  resumeFirst: 'This job search is paused. Resume it to start it.',
} as const;

/** True for a zone this runtime knows ("Europe/Paris", "UTC"); a zone it cannot format in is refused. */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const m = jobSearchScheduleMessages;

export const jobSearchScheduleRequestSchema = z.object({
  days: z
    .array(
      z.number({ message: m.days }).int({ message: m.days }).min(0, { message: m.days }).max(6, { message: m.days }),
      {
        message: m.days,
      },
    )
    .min(1, { message: m.days })
    .max(7, { message: m.days })
    .refine((days) => new Set(days).size === days.length, { message: m.days }),
  time: z.string({ message: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.time }),
  time_zone: z.string({ message: m.timeZone }).max(64, { message: m.timeZone }).refine(isKnownTimeZone, {
    message: m.timeZone,
  }),
});
export type JobSearchScheduleRequest = z.infer<typeof jobSearchScheduleRequestSchema>;

/** The schedule as the search answers it, with when it starts next (null while paused). */
export const jobSearchScheduleSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)),
  time: z.string(),
  time_zone: z.string(),
  next_run_at: timestampSchema.nullable(),
});
export type JobSearchSchedule = z.infer<typeof jobSearchScheduleSchema>;

/** One line of what the schedule did: started the search, or skipped a start and why. */
export const jobSearchScheduleLogEntrySchema = z.object({ at: timestampSchema, message: z.string() });
export type JobSearchScheduleLogEntry = z.infer<typeof jobSearchScheduleLogEntrySchema>;
