import { z } from 'zod';
import { ACCOUNT_DATA_LIMITS, JOBS_PAGE } from './account-data-limits';
import { RECENT_JOBS_DEFAULT_LIMIT } from './jobs-defaults';
import { idSchema, requiredText, timestampSchema } from './common';

/**
 * A personal job tracker (product §7 `/jobs`): jobs the user follows by hand, apart from the bot's
 * applications. Its fields and statuses: product §3.
 */
export const JOB_STATUSES = ['saved', 'applied', 'interviewing', 'offered', 'rejected', 'withdrawn'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobSchema = z.object({
  id: idSchema,
  title: z.string(),
  company: z.string(),
  location: z.string(),
  url: z.string(),
  status: jobStatusSchema,
  notes: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type Job = z.infer<typeof jobSchema>;
export const jobListSchema = z.array(jobSchema);

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** POST and PUT take the whole job; PUT replaces it. */
export const jobInputSchema = z.object({
  title: requiredText(300),
  company: requiredText(300),
  location: z.string().trim().max(200).optional().default(''),
  url: z
    .string()
    .trim()
    .max(2000)
    .refine((url) => url === '' || httpUrlSchema.safeParse(url).success, { error: 'Enter a valid URL.' })
    .optional()
    .default(''),
  status: jobStatusSchema.optional().default('saved'),
  notes: z.string().max(ACCOUNT_DATA_LIMITS.jobNotesLength).optional().default(''),
});
export type JobInput = z.input<typeof jobInputSchema>;

export const jobStatusUpdateSchema = z.object({
  // zod reports a missing enum as an invalid choice; DRF (and so the client) says "required".
  status: z.enum(JOB_STATUSES, {
    error: (issue) => (issue.input === undefined ? 'This field is required.' : undefined),
  }),
});
export type JobStatusUpdate = z.infer<typeof jobStatusUpdateSchema>;

/**
 * A list answers one page, newest updated first: `limit` jobs from `offset` on. The answer stays
 * an array; its `X-Total-Count` header says how many jobs match in all.
 */
export const jobListQuerySchema = z.object({
  status: jobStatusSchema.optional(),
  company: z.string().trim().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE.max).default(JOBS_PAGE.default),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
/** What a caller sends: every filter and the page are optional. */
export type JobListQuery = Partial<z.infer<typeof jobListQuerySchema>>;

/** `GET /jobs/search`: free text over title, company and notes, plus the list's filters. */
export const jobTextSearchQuerySchema = jobListQuerySchema.extend({ search: z.string().trim().max(300).default('') });
export type JobTextSearchQuery = Partial<z.infer<typeof jobTextSearchQuerySchema>>;

export const recentJobsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(RECENT_JOBS_DEFAULT_LIMIT),
});
export type RecentJobsQuery = z.infer<typeof recentJobsQuerySchema>;

/** Every status is present in `by_status`, with 0 when the user has no job in it. */
export const jobStatsSchema = z.object({
  total: z.number().int(),
  by_status: z.record(jobStatusSchema, z.number().int()),
});
export type JobStats = z.infer<typeof jobStatsSchema>;
