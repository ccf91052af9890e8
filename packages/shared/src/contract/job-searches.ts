import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { jobPreferenceSchema } from './job-preferences';
import { jobSearchScheduleLogEntrySchema, jobSearchScheduleSchema } from './job-search-schedules';

/**
 * The first five are the original specification's; the others (ours, product §4.2) tell apart the
 * ways a run ends without a failure: `completed` is kept for a run that applied to jobs.
 */
export const JOB_SEARCH_STATUSES = [
  'not_started',
  'running',
  'completed',
  'failed',
  'login_failed',
  'stopped',
  'no_matches',
  'nothing_applied',
  'daily_limit',
  'out_of_credits',
] as const;
export const jobSearchStatusSchema = z.enum(JOB_SEARCH_STATUSES);
export type JobSearchStatus = z.infer<typeof jobSearchStatusSchema>;

export const jobSearchSchema = z.object({
  id: idSchema,
  status: jobSearchStatusSchema,
  notes: z.string().nullable(),
  num_applied_jobs: z.number().int().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  /** When the latest run was started (product §2.7 "Started"); null for a search never started. */
  started_at: timestampSchema.nullable(),
  /**
   * Seconds left for the LinkedIn verification PIN the bot is waiting for right now; null when it
   * waits for none. A page that (re)connects while the bot waits opens the PIN dialog with it.
   */
  verification_seconds_left: z.number().int().nonnegative().nullable(),
  job_preference: jobPreferenceSchema,
  /** When it starts on its own (product §4.12); null when it has no schedule. */
  schedule: jobSearchScheduleSchema.nullable(),
  /** Paused: its schedule does not fire, and a run in progress stops after the posting it is on. */
  paused: z.boolean(),
  /** What the schedule did lately, newest last (at most 20 lines). */
  schedule_log: z.array(jobSearchScheduleLogEntrySchema),
});
export type JobSearch = z.infer<typeof jobSearchSchema>;
export const jobSearchListSchema = z.array(jobSearchSchema);

/** Any whole number: one that names none of the user's preferences gets DRF's "Invalid pk" answer. */
export const createJobSearchRequestSchema = z.object({ job_preference: z.number().int() });
export type CreateJobSearchRequest = z.infer<typeof createJobSearchRequestSchema>;

/** DRF's wording for a related id that names nothing, and for a second search on one preference. */
export const jobSearchMessages = {
  preferenceDoesNotExist: (id: number) => `Invalid pk "${id}" - object does not exist.`,
  preferenceTaken: 'job search with this job preference already exists.',
} as const;
