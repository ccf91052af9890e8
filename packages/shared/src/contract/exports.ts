import { z } from 'zod';
import { idSchema, MAX_ID, timestampSchema } from './common';
import { userSchema, feedbackSchema } from './accounts';
import { extraInformationSchema } from './extra-information';
import { jobPreferenceSchema } from './job-preferences';
import { jobSearchSchema } from './job-searches';
import { jobApplicationSchema } from './job-applications';
import { jobSchema } from './jobs';

/** `GET /job-search/job-applications/export/`: every application, or one search's (product §7). */
export const jobApplicationExportQuerySchema = z.object({
  job_search_id: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type JobApplicationExportQuery = z.infer<typeof jobApplicationExportQuerySchema>;

/** The CSV's header row, in column order (product §7). */
export const JOB_APPLICATION_EXPORT_COLUMNS = [
  'title',
  'company',
  'url',
  'status',
  'reason',
  'date',
  'questions and answers',
] as const;

/**
 * `GET /accounts/users/me/export/`: everything the account holds, as one JSON attachment. Resumes
 * come as metadata and their extracted text, not their bytes (each file downloads from its own
 * link); the LinkedIn account as its username only, never the password or the session cookies.
 */
export const accountExportSchema = z.object({
  exported_at: timestampSchema,
  profile: userSchema.extend({ created_at: timestampSchema }),
  notifications: z.record(z.string(), z.boolean()),
  /** The companies excluded on every search (product §4.11). */
  excluded_companies: z.array(z.string()),
  extra_information: extraInformationSchema.nullable(),
  linkedin_account: z.object({ username: z.string(), session_saved_at: timestampSchema.nullable() }).nullable(),
  resumes: z.array(
    z.object({
      id: idSchema,
      title: z.string(),
      file_name: z.string(),
      mime_type: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string(),
      is_default: z.boolean(),
      text: z.string(),
      created_at: timestampSchema,
      updated_at: timestampSchema,
    }),
  ),
  job_preferences: z.array(jobPreferenceSchema),
  job_searches: z.array(jobSearchSchema),
  job_applications: z.array(jobApplicationSchema),
  answers_needed: z.array(
    z.object({
      id: idSchema,
      question: z.string(),
      input: z.string(),
      options: z.array(z.string()).nullable(),
      answered_at: timestampSchema.nullable(),
      created_at: timestampSchema,
    }),
  ),
  jobs: z.array(jobSchema),
  credit_ledger: z.array(
    z.object({ change: z.number().int(), reason: z.string(), balance_after: z.number().int(), date: timestampSchema }),
  ),
  feedback: z.array(feedbackSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
