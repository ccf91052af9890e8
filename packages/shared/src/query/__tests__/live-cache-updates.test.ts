/** @jest-environment jsdom */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { loadContract } from '@app/shared/api';
import type { JobApplication, JobSearch } from '@app/shared/contract';
import { emitLiveEvent } from '@app/shared/stores';
import { applyLiveEventsToCache } from '../live-cache-updates';
import { queryKeys } from '../query-keys';

const search = (id: number, overrides: Partial<JobSearch> = {}): JobSearch => ({
  id,
  status: 'running',
  notes: null,
  num_applied_jobs: 2,
  created_at: '2026-01-02 08:30:00',
  updated_at: '2026-01-02 08:30:00',
  started_at: '2026-01-02 08:31:00',
  verification_seconds_left: null,
  schedule: null,
  paused: false,
  schedule_log: [],
  job_preference: {
    id: 100 + id,
    search_term: 'Developer',
    location: 'Berlin',
    time_period: 'past_one_week',
    remote_only: false,
    relevant_jobs_only: false,
    apply_on_company_sites: true,
    max_jobs: 5,
    excluded_companies: [],
    excluded_keywords: [],
    created_at: '2026-01-02 08:30:00',
    updated_at: '2026-01-02 08:30:00',
  },
  ...overrides,
});

const application = (id: number, jobSearchId: number): JobApplication => ({
  id,
  job_search: jobSearchId,
  job_title: 'Developer',
  company_name: 'Acme',
  job_url: `https://www.linkedin.com/jobs/view/${500 + id}/`,
  status: 'applied',
  error_message: null,
  answers: [],
  company_site: null,
  created_at: '2026-01-03 09:00:00',
  attempted_at: `2026-01-03 09:00:${String(id).padStart(2, '0')}`,
});

let client: QueryClient;
let stop: () => void;
beforeAll(() => loadContract());
beforeEach(() => {
  client = new QueryClient();
  stop = applyLiveEventsToCache(client);
});
afterEach(() => stop());

describe('live events in the cache', () => {
  test('a status update reaches the search in the list and its own entry', () => {
    client.setQueryData(queryKeys.jobSearches(), [search(1), search(2)]);
    client.setQueryData(queryKeys.jobSearch(1), search(1));
    emitLiveEvent('job_search_status_updated', { job_search_id: 1, status: 'completed', notes: 'Done' });
    const list = client.getQueryData<JobSearch[]>(queryKeys.jobSearches());
    expect(list?.map((s) => [s.id, s.status, s.notes])).toEqual([
      [1, 'completed', 'Done'],
      [2, 'running', null],
    ]);
    expect(client.getQueryData<JobSearch>(queryKeys.jobSearch(1))).toMatchObject({
      status: 'completed',
      notes: 'Done',
    });
  });

  test('an application counts once in each cached copy and goes on top of both application lists', () => {
    client.setQueryData(queryKeys.jobSearches(), [search(1)]);
    client.setQueryData(queryKeys.jobSearch(1), search(1));
    client.setQueryData(queryKeys.jobApplications(), [application(1, 2)]);
    client.setQueryData(queryKeys.jobApplications(1), []);
    client.setQueryData(queryKeys.jobApplications(2), [application(1, 2)]);
    emitLiveEvent('job_application_success', { job_search_id: 1, application: application(7, 1) });
    expect(client.getQueryData<JobSearch[]>(queryKeys.jobSearches())?.[0]?.num_applied_jobs).toBe(3);
    expect(client.getQueryData<JobSearch>(queryKeys.jobSearch(1))?.num_applied_jobs).toBe(3);
    const ids = (key: readonly unknown[]) => client.getQueryData<JobApplication[]>(key)?.map((a) => a.id);
    expect(ids(queryKeys.jobApplications())).toEqual([7, 1]);
    expect(ids(queryKeys.jobApplications(1))).toEqual([7]);
    expect(ids(queryKeys.jobApplications(2))).toEqual([1]);
  });

  test("a schedule's new history line and next start reach the search in the list and its own entry", () => {
    const schedule = { days: [1], time: '08:00', time_zone: 'UTC', next_run_at: '2026-12-07 08:00:00' };
    client.setQueryData(queryKeys.jobSearches(), [search(1, { schedule }), search(2)]);
    client.setQueryData(queryKeys.jobSearch(1), search(1, { schedule }));
    const schedule_log = [
      { at: '2026-11-30 08:00:00', message: 'Skipped a scheduled start: the search was still running.' },
    ];
    const next = { ...schedule, next_run_at: '2026-12-14 08:00:00' };
    emitLiveEvent('job_search_schedule_logged', { job_search_id: 1, schedule: next, schedule_log });
    const [first, second] = client.getQueryData<JobSearch[]>(queryKeys.jobSearches())!;
    expect(first).toMatchObject({ schedule: next, schedule_log, status: 'running' });
    expect(second).toEqual(search(2));
    expect(client.getQueryData<JobSearch>(queryKeys.jobSearch(1))).toMatchObject({ schedule: next, schedule_log });
  });

  test('a new question marks the questions and the applications stale', () => {
    client.setQueryData(queryKeys.answersNeeded(), []);
    client.setQueryData(queryKeys.jobApplications(), []);
    client.setQueryData(queryKeys.jobApplications(3), []);
    emitLiveEvent('answer_needed', {
      id: 4,
      question: 'Years of Rust?',
      options: null,
      input: 'text',
      jobs_waiting: 1,
    });
    expect(client.getQueryState(queryKeys.answersNeeded())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.jobApplications())?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.jobApplications(3))?.isInvalidated).toBe(true);
  });

  test('a change without a new attempt (an answered question) keeps the application in its place', () => {
    const older = { ...application(2, 1), status: 'waiting' as const };
    client.setQueryData(queryKeys.jobApplications(1), [application(5, 1), older]);
    emitLiveEvent('job_application_recorded', { job_search_id: 1, application: { ...older, status: 'answered' } });
    expect(client.getQueryData<JobApplication[]>(queryKeys.jobApplications(1))?.map((a) => [a.id, a.status])).toEqual([
      [5, 'applied'],
      [2, 'answered'],
    ]);
  });

  test('every recorded attempt goes on top of both lists, replacing the earlier attempt, without counting as applied', () => {
    client.setQueryData(queryKeys.jobSearches(), [search(1)]);
    const failed = {
      ...application(8, 1),
      status: 'failed' as const,
      error_message: 'LinkedIn no longer accepts applications for this job.',
    };
    client.setQueryData(queryKeys.jobApplications(), [application(1, 2), failed]);
    client.setQueryData(queryKeys.jobApplications(1), [failed]);
    emitLiveEvent('job_application_recorded', { job_search_id: 1, application: application(9, 1) });
    emitLiveEvent('job_application_recorded', {
      job_search_id: 1,
      application: {
        ...failed,
        status: 'waiting',
        error_message: 'Waiting for your answer to "Years of Rust?".',
        attempted_at: '2026-01-03 09:01:00',
      },
    });
    const rows = (key: readonly unknown[]) => client.getQueryData<JobApplication[]>(key)?.map((a) => [a.id, a.status]);
    expect(rows(queryKeys.jobApplications())).toEqual([
      [8, 'waiting'],
      [9, 'applied'],
      [1, 'applied'],
    ]);
    expect(rows(queryKeys.jobApplications(1))).toEqual([
      [8, 'waiting'],
      [9, 'applied'],
    ]);
    // The applied count moves with job_application_success only, so a success is counted once.
    expect(client.getQueryData<JobSearch[]>(queryKeys.jobSearches())?.[0]?.num_applied_jobs).toBe(2);
  });

  test('what the bot is doing is kept per search until its run ends', () => {
    const activity = (id: number) => client.getQueryData(queryKeys.jobSearchActivity(id));
    emitLiveEvent('job_search_activity', { job_search_id: 1, activity: { step: 'signing_in' } });
    emitLiveEvent('job_search_activity', {
      job_search_id: 1,
      activity: { step: 'applying', job_title: 'Developer', company_name: 'Acme' },
    });
    emitLiveEvent('job_search_activity', { job_search_id: 2, activity: { step: 'signing_in' } });
    expect(activity(1)).toEqual({ step: 'applying', job_title: 'Developer', company_name: 'Acme' });
    emitLiveEvent('job_search_status_updated', { job_search_id: 1, status: 'nothing_applied', notes: 'x' });
    expect(activity(1)).toBeNull();
    expect(activity(2)).toEqual({ step: 'signing_in' });
  });
  test('an event during the first load is not lost: what that load read before the event is not taken as current', async () => {
    // The server's list as each load reads it: the first is answered only after the event has come.
    const reads: Array<(list: string[]) => void> = [];
    const observer = new QueryObserver<string[]>(client, {
      queryKey: queryKeys.answersNeeded(),
      queryFn: () => new Promise<string[]>((resolve) => reads.push(resolve)),
    });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => result.data && seen.push(result.data));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toHaveLength(1);

    emitLiveEvent('answer_needed', { id: 1, question: 'Q', input: 'text', options: null, jobs_waiting: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads[0]!([]); // read before the question existed
    expect(reads).toHaveLength(2);
    reads[1]!(['Q']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.getQueryData(queryKeys.answersNeeded())).toEqual(['Q']);
    unsubscribe();
  });
});
