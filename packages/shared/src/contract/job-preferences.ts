import { z } from 'zod';
import { idSchema, requiredText, timestampSchema } from './common';
import { normaliseSearchTerms } from './search-terms';
import { exclusionListSchema } from './exclusions';

export const TIME_PERIODS = ['past_24_hours', 'past_one_week', 'past_one_month'] as const;
export const timePeriodSchema = z.enum(TIME_PERIODS);
export type TimePeriod = z.infer<typeof timePeriodSchema>;

export const MAX_JOBS_LIMIT = 1000;

export const jobPreferenceSchema = z.object({
  id: idSchema,
  search_term: z.string(),
  location: z.string(),
  time_period: timePeriodSchema,
  remote_only: z.boolean(),
  relevant_jobs_only: z.boolean(),
  /**
   * Also apply where the Apply leads to the company's own Greenhouse, Lever or Ashby form (product
   * §4.13); off, only Easy Apply postings are applied to.
   */
  apply_on_company_sites: z.boolean(),
  max_jobs: z.number().int(),
  /** Postings of these companies are skipped (product §4.11). */
  excluded_companies: z.array(z.string()),
  /** Postings with one of these whole words in the title or description are skipped. */
  excluded_keywords: z.array(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type JobPreference = z.infer<typeof jobPreferenceSchema>;
export const jobPreferenceListSchema = z.array(jobPreferenceSchema);

const fields = {
  /** Stored normalised: each term trimmed, blank terms dropped, joined by the separator. */
  search_term: z
    .string()
    .trim()
    // A blank field is reported once, as blank, not also as having no terms.
    .min(1, { abort: true })
    .max(500)
    .overwrite(normaliseSearchTerms)
    .refine((joined) => joined !== '', { error: 'Job title or keywords are required' }),
  location: requiredText(200),
  time_period: timePeriodSchema,
  remote_only: z.boolean(),
  relevant_jobs_only: z.boolean(),
  apply_on_company_sites: z.boolean(),
  max_jobs: z.number().int().min(1).max(MAX_JOBS_LIMIT),
  excluded_companies: exclusionListSchema,
  excluded_keywords: exclusionListSchema,
};

/** Timestamps and ids sent by the client are ignored: the server owns them. */
export const createJobPreferenceRequestSchema = z.object({
  search_term: fields.search_term,
  location: fields.location,
  time_period: fields.time_period.optional().default('past_one_week'),
  remote_only: fields.remote_only.optional().default(false),
  relevant_jobs_only: fields.relevant_jobs_only.optional().default(false),
  apply_on_company_sites: fields.apply_on_company_sites.optional().default(true),
  max_jobs: fields.max_jobs,
  excluded_companies: fields.excluded_companies.optional().default([]),
  excluded_keywords: fields.excluded_keywords.optional().default([]),
});
export type CreateJobPreferenceRequest = z.input<typeof createJobPreferenceRequestSchema>;
/** A parsed create request: defaults applied, search terms normalised. */
export type JobPreferenceFields = z.infer<typeof createJobPreferenceRequestSchema>;

export const updateJobPreferenceRequestSchema = z.object({
  search_term: fields.search_term.optional(),
  location: fields.location.optional(),
  time_period: fields.time_period.optional(),
  remote_only: fields.remote_only.optional(),
  relevant_jobs_only: fields.relevant_jobs_only.optional(),
  apply_on_company_sites: fields.apply_on_company_sites.optional(),
  max_jobs: fields.max_jobs.optional(),
  excluded_companies: fields.excluded_companies.optional(),
  excluded_keywords: fields.excluded_keywords.optional(),
});
export type UpdateJobPreferenceRequest = z.input<typeof updateJobPreferenceRequestSchema>;
/** A parsed update: only the fields sent, search terms normalised. */
export type JobPreferenceChanges = z.infer<typeof updateJobPreferenceRequestSchema>;

/**
 * Once a search on this preference has applied to a job, only max_jobs, the exclusions and whether to
 * apply on company sites may change (product §4): each only changes what is applied to next.
 */
export const LOCKED_AFTER_APPLYING = [
  'search_term',
  'location',
  'time_period',
  'remote_only',
  'relevant_jobs_only',
] as const;
