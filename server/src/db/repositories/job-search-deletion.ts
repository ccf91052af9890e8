import { and, eq } from 'drizzle-orm';
import { jobSearchDeletionMessages } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { jobApplications, jobPreferences, jobSearches } from '../schema';
import { isRowId } from './job-preferences';
import { invalidateReads } from '@/services/read-cache';

export type JobSearchDeletion = 'deleted' | 'running' | 'not_found';

/**
 * Deletes the user's search with the preference it runs on (the preference belongs to it), unless
 * it is running. The search row is locked first, so a start racing the delete either runs before
 * (and the delete is refused) or finds nothing to start. Its applications stay, with no search,
 * unless `deleteApplications`; its job claims go with it. A kept application still waiting for an
 * answer becomes `failed` with a plain reason: only its search would ever have tried it again, so it
 * must not stay on hold (nor count in the Answers needed panel).
 */
export async function deleteJobSearch(
  db: DbOrTx,
  userId: number,
  id: number,
  options: { deleteApplications: boolean },
): Promise<JobSearchDeletion> {
  if (!isRowId(id)) return 'not_found';
  const outcome = await db.transaction(async (tx): Promise<JobSearchDeletion> => {
    const [search] = await tx
      .select({ status: jobSearches.status, preferenceId: jobSearches.jobPreferenceId })
      .from(jobSearches)
      .where(and(eq(jobSearches.id, id), eq(jobSearches.userId, userId)))
      .for('update');
    if (!search) return 'not_found';
    if (search.status === 'running') return 'running';
    if (options.deleteApplications) {
      await tx
        .delete(jobApplications)
        .where(and(eq(jobApplications.jobSearchId, id), eq(jobApplications.userId, userId)));
    } else {
      await tx
        .update(jobApplications)
        .set({ status: 'failed', errorMessage: jobSearchDeletionMessages.searchDeleted, waitingOn: null })
        .where(
          and(
            eq(jobApplications.jobSearchId, id),
            eq(jobApplications.userId, userId),
            eq(jobApplications.status, 'waiting'),
          ),
        );
    }
    // The search goes with its preference (job_searches.job_preference_id cascades).
    await tx
      .delete(jobPreferences)
      .where(and(eq(jobPreferences.id, search.preferenceId), eq(jobPreferences.userId, userId)));
    return 'deleted';
  });
  if (outcome === 'deleted') invalidateReads(db, userId);
  return outcome;
}
