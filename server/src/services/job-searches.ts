import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import {
  jobSearchMessages,
  jobSearchRunMessages,
  jobSearchScheduleMessages,
  type JobSearch,
} from '@app/shared/contract';
import type { SearchQueue } from '../bot/queue/search-queue';
import type { Db } from '../db/client';
import { findExtraInformation } from '../db/repositories/extra-information';
import { findJobPreference } from '../db/repositories/job-preferences';
import { requestStop, setRunStatus, startRun } from '../db/repositories/job-search-runs';
import { createJobSearch, findJobSearch, toJobSearch } from '../db/repositories/job-searches';
import { findLinkedinCredentials } from '../db/repositories/linkedin-credentials';
import { findDefaultResume } from '../db/repositories/resumes';
import type { UserRow } from '../db/repositories/users';
import { ApiError, badRequest, notFound, validationFailed } from '../errors/api-error';

/** What the commands on a user's job search work with (the app's, in a route). */
export interface JobSearchDeps {
  db: Db;
  live: FastifyInstance['live'];
  searchQueue: SearchQueue;
  log: FastifyBaseLogger;
}

type Caller = Pick<UserRow, 'id' | 'credits'>;
const m = jobSearchRunMessages;

/** One search per preference, created not_started; another user's preference reads as missing. */
export async function createSearch(db: Db, userId: number, preferenceId: number): Promise<JobSearch> {
  const preference = await findJobPreference(db, userId, preferenceId);
  if (!preference) throw validationFailed({ job_preference: jobSearchMessages.preferenceDoesNotExist(preferenceId) });
  const search = await createJobSearch(db, userId, preference.id);
  if (!search) throw validationFailed({ job_preference: jobSearchMessages.preferenceTaken });
  return toJobSearch({ search, preference });
}

/**
 * Checks that the search can run (each refusal names what is missing), marks it running, tells
 * the browser, and queues it for a worker. When the queue is away the run is rolled back to
 * failed with a note (and the browser told), so a search never looks running with no worker.
 */
export async function startSearch(
  deps: JobSearchDeps,
  user: Caller,
  searchId: number,
  options: { resuming?: boolean } = {},
): Promise<JobSearch> {
  const { db, live } = deps;
  const found = await findJobSearch(db, user.id, searchId);
  if (!found) throw notFound();
  if (found.search.status === 'running') throw badRequest(m.alreadyRunning);
  // A paused search starts again by Resume alone (product §4.12).
  if (found.search.paused && !options.resuming) throw badRequest(jobSearchScheduleMessages.resumeFirst);
  const [credentials, resume, extra] = await Promise.all([
    findLinkedinCredentials(db, user.id),
    findDefaultResume(db, user.id),
    findExtraInformation(db, user.id),
  ]);
  if (!credentials) throw badRequest(m.noCredentials);
  if (!resume) throw badRequest(m.noResume);
  if (!extra) throw badRequest(m.noExtraInformation);
  if (user.credits <= 0) throw badRequest(m.noCredits);
  if (found.search.numAppliedJobs >= found.preference.maxJobs) throw badRequest(m.maxJobsReached);
  // The conditional update decides between two racing starts.
  const started = await startRun(db, user.id, searchId);
  if (!started) throw badRequest(m.alreadyRunning);
  await live.publish(user.id, 'job_search_status_updated', {
    job_search_id: searchId,
    status: 'running',
    notes: started.notes,
  });
  try {
    await deps.searchQueue.enqueue({ searchId, run: started.run });
  } catch (error) {
    deps.log.error({ err: error }, 'could not queue a job search');
    await setRunStatus(db, searchId, started.run, 'failed', m.queueUnavailable);
    await live.publish(user.id, 'job_search_status_updated', {
      job_search_id: searchId,
      status: 'failed',
      notes: m.queueUnavailable,
    });
    throw new ApiError(503, { detail: m.queueUnavailable });
  }
  return toJobSearch((await findJobSearch(db, user.id, searchId))!);
}

/**
 * Asks the running search to stop; the worker ends the run after the application in progress and
 * sets the final status. Answers the search as it was when asked.
 */
export async function stopSearch(db: Db, userId: number, searchId: number): Promise<JobSearch> {
  const found = await findJobSearch(db, userId, searchId);
  if (!found) throw notFound();
  if (!(await requestStop(db, userId, found.search.id))) throw badRequest(m.notRunning);
  return toJobSearch(found);
}
