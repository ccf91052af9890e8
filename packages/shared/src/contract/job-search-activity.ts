import { z } from 'zod';

/**
 * What the bot is doing now on one search (product §4.5), as the search's page words it: signing in,
 * reading a page of results, applying to one job.
 */
export const jobSearchActivitySchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('signing_in') }),
  z.object({ step: z.literal('reading_results'), search_term: z.string(), page: z.number().int().positive() }),
  z.object({ step: z.literal('applying'), job_title: z.string(), company_name: z.string() }),
]);
export type JobSearchActivity = z.infer<typeof jobSearchActivitySchema>;
