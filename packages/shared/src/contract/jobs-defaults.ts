// No zod here: the browser's api imports it at start-up, and the schemas load on demand.
/** How many jobs `recent` answers when no limit is given. */
export const RECENT_JOBS_DEFAULT_LIMIT = 5;
