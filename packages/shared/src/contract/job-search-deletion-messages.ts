// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** Why a delete was refused (`{"detail": …}`), and what it leaves on a kept application. */
export const jobSearchDeletionMessages = {
  running: 'Stop this search before deleting it.',
  /** The message of a kept application that was waiting for an answer when its search went. */
  searchDeleted: 'Not applied: its job search was deleted before your answer came.',
} as const;
