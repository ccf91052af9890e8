import { countAppliedSince, loadSearchForRun } from '../db/repositories/job-search-runs';
import { logScheduled, scheduleOf } from '../db/repositories/job-search-schedules';
import { findJobSearch, toJobSearch } from '../db/repositories/job-searches';
import { findUserById } from '../db/repositories/users';
import { scheduleNotes } from '../bot/schedule/schedule-notes';
import { ApiError } from '../errors/api-error';
import { dailyLimitDayStart } from './daily-limit-day';
import { startSearch, type JobSearchDeps } from './job-searches';

export type ScheduledStartOutcome = 'started' | 'skipped' | 'not_scheduled';

/**
 * A scheduled start that has come (product §4.12): starts the search as Start does, unless it is
 * paused or has no schedule any more (nothing happens), still running, or the user's daily limit is
 * reached (skipped, and the schedule history says why). Two starts never overlap: the search's
 * conditional start decides.
 */
export async function scheduledStart(
  deps: JobSearchDeps & { dailyApplyLimit: number },
  searchId: number,
  now: Date,
): Promise<ScheduledStartOutcome> {
  const found = await loadSearchForRun(deps.db, searchId);
  if (!found || !scheduleOf(found.search) || found.search.paused) return 'not_scheduled';
  const { search } = found;
  const skip = async (note: string) => {
    await logScheduled(deps.db, search, note, now);
    await announceScheduleLog(deps, search.userId, searchId);
    deps.log.info({ jobSearchId: searchId, note }, 'scheduled start skipped');
    return 'skipped' as const;
  };
  if (search.status === 'running') return skip(scheduleNotes.skippedRunning);
  const limit = deps.dailyApplyLimit;
  if ((await countAppliedSince(deps.db, search.userId, dailyLimitDayStart(now))) >= limit)
    return skip(scheduleNotes.skippedDailyLimit(limit));
  const user = await findUserById(deps.db, search.userId);
  if (!user) return 'not_scheduled';
  try {
    await startSearch(deps, user, searchId);
  } catch (error) {
    if (error instanceof ApiError && typeof error.body.detail === 'string')
      return skip(scheduleNotes.skippedRefused(error.body.detail));
    throw error;
  }
  await logScheduled(deps.db, (await loadSearchForRun(deps.db, searchId))!.search, scheduleNotes.started, now);
  await announceScheduleLog(deps, user.id, searchId);
  return 'started';
}

/** The user's open pages show the new history line and the next start without a reload. */
async function announceScheduleLog(deps: JobSearchDeps, userId: number, searchId: number): Promise<void> {
  const found = await findJobSearch(deps.db, userId, searchId);
  if (!found) return;
  const { schedule, schedule_log } = toJobSearch(found);
  await deps.live.publish(userId, 'job_search_schedule_logged', { job_search_id: searchId, schedule, schedule_log });
}
