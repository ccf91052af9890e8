import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { jobPreferenceSchema } from './job-preferences';

export const JOB_SEARCH_STATUSES = ['not_started', 'running', 'completed', 'failed', 'login_failed'] as const;
export const jobSearchStatusSchema = z.enum(JOB_SEARCH_STATUSES);
export type JobSearchStatus = z.infer<typeof jobSearchStatusSchema>;

export const jobSearchSchema = z.object({
  id: idSchema,
  status: jobSearchStatusSchema,
  notes: z.string().nullable(),
  num_applied_jobs: z.number().int().nonnegative(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  job_preference: jobPreferenceSchema,
});
export type JobSearch = z.infer<typeof jobSearchSchema>;
export const jobSearchListSchema = z.array(jobSearchSchema);

export const createJobSearchRequestSchema = z.object({ job_preference: idSchema });
export type CreateJobSearchRequest = z.infer<typeof createJobSearchRequestSchema>;
