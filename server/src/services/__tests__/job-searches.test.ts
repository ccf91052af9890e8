import { jobSearchMessages, jobSearchRunMessages as m, userChannelName } from '@app/shared/contract';
import type { RunRequest } from '@/bot/bot-deps';
import { createInProcessQueue } from '@/bot/queue/in-process-queue';
import { findJobSearch } from '@/db/repositories/job-searches';
import { ApiError } from '@/errors/api-error';
import { subscribedClient } from '@/live/publish/__tests__/subscribed-client';
import { createBotUser } from '@test/helpers/bot-user';
import { startTestApp, type TestApp } from '@test/helpers/test-app';
import { createSearch, startSearch, stopSearch, type JobSearchDeps } from '../job-searches';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A real in-process queue whose worker only notes what it was given (no browser here). */
function recordingQueue() {
  const taken: RunRequest[] = [];
  const queue = createInProcessQueue({
    concurrency: 1,
    handler: async (request) => void taken.push(request),
    log: t.app.log,
  });
  return { queue, taken };
}

const depsWith = (searchQueue: JobSearchDeps['searchQueue']): JobSearchDeps => ({
  db: t.database.db,
  live: t.app.live,
  searchQueue,
  log: t.app.log,
});

/** Runs the command and answers the ApiError it threw (status and body). */
async function refusal(command: Promise<unknown>) {
  const error = await command.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return { status: error.statusCode, body: error.body };
}

describe('createSearch', () => {
  it('refuses a second search for a preference, and another user’s preference', async () => {
    const owner = await createBotUser(t);
    const other = await createBotUser(t);
    const found = await findJobSearch(t.database.db, owner.user.id, owner.searchId);
    const preferenceId = found!.preference.id;
    expect(await refusal(createSearch(t.database.db, owner.user.id, preferenceId))).toEqual({
      status: 400,
      body: { job_preference: [jobSearchMessages.preferenceTaken] },
    });
    expect(await refusal(createSearch(t.database.db, other.user.id, preferenceId))).toEqual({
      status: 400,
      body: { job_preference: [jobSearchMessages.preferenceDoesNotExist(preferenceId)] },
    });
  });
});

describe('startSearch', () => {
  it('marks the search running and queues this run for a worker', async () => {
    const u = await createBotUser(t);
    const { queue, taken } = recordingQueue();
    const started = await startSearch(depsWith(queue), u.user, u.searchId);
    expect(started).toMatchObject({ id: u.searchId, status: 'running', notes: null });
    await queue.idle();
    expect(taken).toEqual([{ searchId: u.searchId, run: expect.any(Number) }]);
    await queue.close();
  });

  it('refuses, naming why, and changes nothing', async () => {
    const u = await createBotUser(t);
    const { queue, taken } = recordingQueue();
    const deps = depsWith(queue);
    expect(await refusal(startSearch(deps, { ...u.user, credits: 0 }, u.searchId))).toEqual({
      status: 400,
      body: { detail: m.noCredits },
    });
    const stranger = await createBotUser(t);
    expect(await refusal(startSearch(deps, stranger.user, u.searchId))).toMatchObject({ status: 404 });
    await startSearch(deps, u.user, u.searchId);
    expect(await refusal(startSearch(deps, u.user, u.searchId))).toEqual({
      status: 400,
      body: { detail: m.alreadyRunning },
    });
    await queue.idle();
    expect(taken).toHaveLength(1);
    await queue.close();
  });

  it('rolls the run back to failed, and tells the browser, when the queue is away', async () => {
    const u = await createBotUser(t);
    const { queue } = recordingQueue();
    await queue.close();
    const { client } = await subscribedClient(t.baseUrl, t.config.live, userChannelName(u.user.id));
    try {
      expect(await refusal(startSearch(depsWith(queue), u.user, u.searchId))).toEqual({
        status: 503,
        body: { detail: m.queueUnavailable },
      });
      const running = await client.next('job_search_status_updated');
      expect(JSON.parse(running.data)).toMatchObject({ job_search_id: u.searchId, status: 'running' });
      const failed = await client.next('job_search_status_updated');
      expect(JSON.parse(failed.data)).toEqual({
        job_search_id: u.searchId,
        status: 'failed',
        notes: m.queueUnavailable,
      });
      const after = await findJobSearch(t.database.db, u.user.id, u.searchId);
      expect(after!.search).toMatchObject({ status: 'failed', notes: m.queueUnavailable });
    } finally {
      client.close();
    }
  });
});

describe('stopSearch', () => {
  it('accepts a stop for a running search only', async () => {
    const u = await createBotUser(t);
    expect(await refusal(stopSearch(t.database.db, u.user.id, u.searchId))).toEqual({
      status: 400,
      body: { detail: m.notRunning },
    });
    const { queue } = recordingQueue();
    await startSearch(depsWith(queue), u.user, u.searchId);
    await queue.close();
    expect(await stopSearch(t.database.db, u.user.id, u.searchId)).toMatchObject({ id: u.searchId });
  });
});
