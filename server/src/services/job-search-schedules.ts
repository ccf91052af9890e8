import { jobSearchScheduleMessages, type JobSearch, type JobSearchScheduleRequest } from '@app/shared/contract';
import type { SearchScheduler } from '../bot/schedule/search-scheduler';
import { clearSchedule, pause, saveSchedule, scheduleOf, unpause } from '../db/repositories/job-search-schedules';
import { findJobSearch, toJobSearch } from '../db/repositories/job-searches';
import type { UserRow } from '../db/repositories/users';
import { badRequest, notFound } from '../errors/api-error';
import { startSearch, type JobSearchDeps } from './job-searches';

/** The commands on a search's schedule and pause (product §4.12). */
export type ScheduleDeps = JobSearchDeps & { searchScheduler: SearchScheduler; now: Date };

const answer = async (deps: ScheduleDeps, userId: number, id: number): Promise<JobSearch> =>
  toJobSearch((await findJobSearch(deps.db, userId, id))!);

export async function setSchedule(
  deps: ScheduleDeps,
  userId: number,
  id: number,
  request: JobSearchScheduleRequest,
): Promise<JobSearch> {
  const schedule = { days: request.days, time: request.time, timeZone: request.time_zone };
  const saved = await saveSchedule(deps.db, userId, id, schedule, deps.now);
  if (!saved) throw notFound();
  await deps.searchScheduler.changed(id, saved.paused ? null : schedule);
  return answer(deps, userId, id);
}

export async function removeSchedule(deps: ScheduleDeps, userId: number, id: number): Promise<JobSearch> {
  if (!(await clearSchedule(deps.db, userId, id))) throw notFound();
  await deps.searchScheduler.changed(id, null);
  return answer(deps, userId, id);
}

/** Pauses: no scheduled start fires, and a run in progress ends after the posting it is on. */
export async function pauseSearch(deps: ScheduleDeps, userId: number, id: number): Promise<JobSearch> {
  const found = await findJobSearch(deps.db, userId, id);
  if (!found) throw notFound();
  if (!(await pause(deps.db, userId, id))) throw badRequest(jobSearchScheduleMessages.pauseNotRunningOrScheduled);
  await deps.searchScheduler.changed(id, null);
  return answer(deps, userId, id);
}

/**
 * Resumes: the schedule fires again from now on, and a search paused while it ran starts again
 * (with Start's checks: when one refuses, the search stays paused and the refusal is the answer).
 */
export async function resumeSearch(
  deps: ScheduleDeps,
  user: Pick<UserRow, 'id' | 'credits'>,
  id: number,
): Promise<JobSearch> {
  const found = await findJobSearch(deps.db, user.id, id);
  if (!found) throw notFound();
  const { search } = found;
  if (!search.paused) throw badRequest(jobSearchScheduleMessages.notPaused);
  if (search.resumeRun && search.status !== 'running') await startSearch(deps, user, id, { resuming: true });
  const schedule = scheduleOf(search);
  if (!(await unpause(deps.db, user.id, id, schedule, deps.now))) throw badRequest(jobSearchScheduleMessages.notPaused);
  await deps.searchScheduler.changed(id, schedule);
  return answer(deps, user.id, id);
}
