// Plain values, no zod: pages may show them in their first render.

/**
 * What one account may keep, so that no account can grow without end and stall everyone else's
 * requests (product §8). Past a cap the request is refused with 400 and nothing is saved.
 */
export const ACCOUNT_DATA_LIMITS = {
  /** Jobs in the personal tracker (`/jobs`). */
  jobs: 2_000,
  /** Characters of a tracked job's notes. */
  jobNotesLength: 5_000,
  /** Feedback messages in any 24 hours. */
  feedbackPerDay: 20,
  /** Characters of one feedback message. */
  feedbackLength: 5_000,
} as const;

/** `GET /jobs` and `GET /jobs/search` answer a page of at most `max` jobs, `default` unless asked. */
export const JOBS_PAGE = { default: 100, max: 500 } as const;

/** The answers past a cap, as `{"detail": message}`. */
export const accountDataLimitMessages = {
  jobs: `You can keep at most ${ACCOUNT_DATA_LIMITS.jobs.toLocaleString('en-US')} jobs in your tracker. Delete some to add more.`,
  feedback: 'You have sent a lot of feedback today. Thank you! Please send more tomorrow.',
  exportRunning: 'Your export is already being prepared. Please wait for it to finish, then try again.',
} as const;
