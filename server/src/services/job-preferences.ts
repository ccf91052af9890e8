import {
  errorMessages,
  LOCKED_AFTER_APPLYING,
  type JobPreference,
  type JobPreferenceChanges,
} from '@app/shared/contract';
import type { Db } from '../db/client';
import {
  findJobPreference,
  fromJobPreferenceFields,
  toJobPreference,
  updateJobPreference,
  type JobPreferenceRow,
} from '../db/repositories/job-preferences';
import { appliedJobsForPreference } from '../db/repositories/job-searches';
import { notFound, validationFailed } from '../errors/api-error';

/** The locked fields this request would change; sending the stored value again is no change. */
function lockedChanges(current: JobPreference, requested: JobPreferenceChanges): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const field of LOCKED_AFTER_APPLYING) {
    const value = requested[field];
    if (value !== undefined && value !== current[field]) refused[field] = errorMessages.editLocked;
  }
  return refused;
}

/**
 * Saves a partial update unless jobs were already applied on this preference and a locked field
 * would change, or max_jobs would drop below the jobs applied (product §4): then nothing is saved
 * and each such field is named. The check and the
 * save share one transaction holding the search row, so the bot cannot apply in between.
 */
export function updatePreferenceRespectingLock(
  db: Db,
  userId: number,
  id: number,
  changes: JobPreferenceChanges,
): Promise<JobPreferenceRow> {
  return db.transaction(async (tx) => {
    const current = await findJobPreference(tx, userId, id, { lock: true });
    if (!current) throw notFound();
    const applied = await appliedJobsForPreference(tx, id, { lock: true });
    if (applied > 0) {
      const refused = lockedChanges(toJobPreference(current), changes);
      if (changes.max_jobs !== undefined && changes.max_jobs < applied) {
        refused.max_jobs = errorMessages.maxJobsBelowApplied(applied);
      }
      if (Object.keys(refused).length > 0) throw validationFailed(refused);
    }
    const updated = await updateJobPreference(tx, userId, id, fromJobPreferenceFields(changes));
    return updated ?? current;
  });
}
