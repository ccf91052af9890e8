import { z } from 'zod';

/**
 * `DELETE /job-search/{id}/?delete_applications=true|false` (product §7): the search and its
 * preference go; its applications stay in the history unless `delete_applications` is `true`.
 */
export const deleteJobSearchQuerySchema = z.object({
  delete_applications: z
    .enum(['true', 'false'], { error: 'Must be true or false.' })
    .optional()
    .transform((value) => value === 'true'),
});
export type DeleteJobSearchQuery = z.input<typeof deleteJobSearchQuerySchema>;
