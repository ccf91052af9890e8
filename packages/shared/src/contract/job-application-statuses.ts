// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/**
 * `waiting`: on hold until the user answers a question (see answers-needed); `answered`: the user
 * answered it, and the posting is tried again next (first in line while its search runs).
 * `skipped`: the posting cannot be applied to with Easy Apply (closed, or applied to on the
 * company's site): not a failure, never opened again.
 */
export const JOB_APPLICATION_STATUSES = [
  'applied',
  'failed',
  'already_applied',
  'not_relevant',
  'waiting',
  'answered',
  'skipped',
] as const;
/** The statuses after which the bot never opens the posting again. */
export const FINAL_JOB_APPLICATION_STATUSES = ['applied', 'already_applied', 'skipped'] as const;
