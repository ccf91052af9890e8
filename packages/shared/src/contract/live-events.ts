import { z } from 'zod';
import { idSchema } from './common';
import { answerNeededSchema } from './answers-needed';
import { jobApplicationSchema } from './job-applications';
import { jobSearchActivitySchema } from './job-search-activity';
import { jobSearchScheduleLogEntrySchema, jobSearchScheduleSchema } from './job-search-schedules';
import { jobSearchStatusSchema } from './job-searches';

export const LOGIN_TO_LINKEDIN_STATUSES = ['started', 'verification_code', 'verifying', 'succeeded', 'failed'] as const;

/** Payloads of the live events the client listens to (product §4, §7). */
export const liveEventSchemas = {
  job_search_status_updated: z.object({
    job_search_id: idSchema,
    status: jobSearchStatusSchema,
    notes: z.string().nullable(),
  }),
  job_application_success: z.object({ job_search_id: idSchema, application: jobApplicationSchema }),
  /** Ours (product §4.5): every attempt as it is recorded, whatever its outcome; success is sent too. */
  job_application_recorded: z.object({ job_search_id: idSchema, application: jobApplicationSchema }),
  /** Ours (product §4.5): what the bot is doing now on the search. */
  job_search_activity: z.object({ job_search_id: idSchema, activity: jobSearchActivitySchema }),
  login_to_linkedin: z.object({
    status: z.enum(LOGIN_TO_LINKEDIN_STATUSES),
    job_search_id: idSchema,
    /** On `verification_code`: how long the bot waits for the PIN, so the dialog counts the same (product §4.4). */
    timeout_seconds: z.number().int().positive().optional(),
  }),
  user_credits_deducted: z.object({ credits: z.number().int().nonnegative() }),
  /** Ours (product §2.10): credits were added (a purchase, an operator's grant); the new balance. */
  user_credits_changed: z.object({ credits: z.number().int().nonnegative() }),
  /** A posting now waits on this question (an addition, product §11): the user's answers-needed list changed. */
  answer_needed: answerNeededSchema,
  /**
   * Ours (product §4.6): how many questions now wait for the user's answer, after one was added or
   * answered; the header's badge shows it.
   */
  answers_waiting_changed: z.object({ answers_waiting: z.number().int().nonnegative() }),
  /**
   * Ours (product §4.12): the schedule started the search or skipped a start; the search's schedule
   * (its next start) and its history as they are now.
   */
  job_search_schedule_logged: z.object({
    job_search_id: idSchema,
    schedule: jobSearchScheduleSchema.nullable(),
    schedule_log: z.array(jobSearchScheduleLogEntrySchema),
  }),
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEventPayload<E extends LiveEventName> = z.infer<(typeof liveEventSchemas)[E]>;
