// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** `waiting`: on hold until the user answers a question (see answers-needed); tried again then. */
export const JOB_APPLICATION_STATUSES = ['applied', 'failed', 'already_applied', 'not_relevant', 'waiting'] as const;
/** The statuses after which the bot never opens the posting again. */
export const FINAL_JOB_APPLICATION_STATUSES = ['applied', 'already_applied'] as const;
