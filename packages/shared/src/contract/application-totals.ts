import { z } from 'zod';

const count = z.number().int().nonnegative();

/**
 * The user's applications across every search (dashboard "Your applications"): what the bot sent
 * today against the daily limit (a day as the bot counts it: from midnight UTC), in the last 7 days
 * and in all; what it could not send; how many postings wait for an answer of the user.
 */
export const applicationTotalsSchema = z.object({
  applied_today: count,
  daily_limit: count,
  applied_last_7_days: count,
  applied_in_all: count,
  failed_in_all: count,
  jobs_waiting: count,
});
export type ApplicationTotals = z.infer<typeof applicationTotalsSchema>;
