// No zod here: the browser's live store imports it at start-up, and the schemas load on demand.
/** The per-user private channel (product §3 names it after the user id). */
export const userChannelName = (userId: number) => `private-user-${userId}`;
