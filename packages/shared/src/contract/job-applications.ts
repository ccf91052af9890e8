import { z } from 'zod';
import { idSchema, MAX_ID, timestampSchema } from './common';
import { JOB_APPLICATION_STATUSES } from './job-application-statuses';
import { COMPANY_SYSTEMS } from './company-systems';

export const jobApplicationStatusSchema = z.enum(JOB_APPLICATION_STATUSES);
export type JobApplicationStatus = z.infer<typeof jobApplicationStatusSchema>;

/**
 * Where an answer the bot gave came from: the JobPilot profile, the LinkedIn account it signs in
 * with, the resume, Additional Information (its fields, its custom answers), an answer the user gave
 * under "Answers needed", what LinkedIn had filled in itself (the member's saved answer or its
 * pre-selection), or the optional model wording the user's data.
 */
export const ANSWER_SOURCES = [
  'profile',
  'linkedin_account',
  'resume',
  'extra_information',
  'custom_information',
  'answers_needed',
  'linkedin_saved',
  'llm',
] as const;
export const givenAnswerSchema = z.object({
  question: z.string(),
  answer: z.string(),
  source: z.enum(ANSWER_SOURCES),
});
export type GivenAnswer = z.infer<typeof givenAnswerSchema>;

export const companySystemSchema = z.enum(COMPANY_SYSTEMS);

/** Where an application went on the company's own site: its system and the posting's address there. */
export const companySiteSchema = z.object({
  system: companySystemSchema,
  url: z.string(),
});
export type CompanySite = z.infer<typeof companySiteSchema>;

export const jobApplicationSchema = z.object({
  id: idSchema,
  /** Null once the search was deleted (its applications stay in the history). */
  job_search: idSchema.nullable(),
  job_title: z.string(),
  company_name: z.string(),
  job_url: z.string(),
  status: jobApplicationStatusSchema,
  error_message: z.string().nullable(),
  answers: z.array(givenAnswerSchema),
  /** Null for Easy Apply on LinkedIn; the company's site when the Apply led there. */
  company_site: companySiteSchema.nullable(),
  /** When the bot first looked at the posting. */
  created_at: timestampSchema,
  /**
   * When the latest attempt happened: for an applied job, when the successful attempt submitted
   * it ("Applied on"). Lists are newest first by it.
   */
  attempted_at: timestampSchema,
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;
export const jobApplicationListSchema = z.array(jobApplicationSchema);

export const jobApplicationListQuerySchema = z.object({
  job_search_id: z.coerce.number().int().min(1).max(MAX_ID).optional(),
});
export type JobApplicationListQuery = z.infer<typeof jobApplicationListQuerySchema>;
