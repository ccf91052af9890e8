import type { Job, JobInput } from '@app/shared/contract';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';

const JOBS = /^\/django\/api\/jobs(?:\/(\d+))?(\/status)?$/;

/** A tracked job as the API answers it; `id` and `updated_at` tell jobs apart and order them. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: 'Frontend Developer',
    company: 'Acme',
    location: 'Berlin',
    url: '',
    status: 'applied',
    notes: '',
    created_at: '2026-01-02 09:00:00',
    updated_at: '2026-01-02 09:00:00',
    ...overrides,
  };
}

/**
 * The job tracker's endpoints (`/jobs`) over real HTTP from an in-memory list, paged and filtered as
 * the server does: newest updated first, `limit` from `offset`, the total in `X-Total-Count`.
 * `refusal` makes the next write answer a 400 with that body, as the server refuses one; `readsFail`
 * makes every read answer a server error.
 */
export function serveFakeJobsApi() {
  const state: { jobs: Job[]; refusal: unknown; readsFail: boolean } = {
    jobs: [],
    refusal: undefined,
    readsFail: false,
  };
  let clock = 0;
  const now = () => `2026-02-01 10:00:${String(++clock).padStart(2, '0')}`;
  const api = serveApiForTests(answer);

  function write(job: Job, fields: Partial<Job>): Job {
    const saved = { ...job, ...fields, updated_at: now() };
    state.jobs = [saved, ...state.jobs.filter((j) => j.id !== job.id)];
    return saved;
  }

  function answer(request: RecordedRequest): Answer {
    const [path = '', query = ''] = request.path.split('?');
    const match = JOBS.exec(path);
    if (!match) return { status: 404, body: { detail: 'Not found.' } };
    const [, id, status] = match;
    if (request.method !== 'GET' && state.refusal !== undefined) {
      const body = state.refusal;
      state.refusal = undefined;
      return { status: 400, body };
    }
    if (request.method === 'GET' && state.readsFail)
      return { status: 500, body: { detail: 'A server error occurred.' } };
    if (request.method === 'GET' && !id) {
      const params = new URLSearchParams(query);
      const matching = state.jobs.filter((job) => !params.get('status') || job.status === params.get('status'));
      const offset = Number(params.get('offset') ?? 0);
      const limit = Number(params.get('limit') ?? 100);
      return {
        status: 200,
        body: matching.slice(offset, offset + limit),
        headers: { 'X-Total-Count': String(matching.length) },
      };
    }
    if (request.method === 'POST' && !id) {
      const input = JSON.parse(request.body) as JobInput;
      const job = makeJob({ ...input, id: Math.max(0, ...state.jobs.map((j) => j.id)) + 1, created_at: now() });
      return { status: 201, body: write(job, {}) };
    }
    const job = state.jobs.find((j) => j.id === Number(id));
    if (!job) return { status: 404, body: { detail: 'Not found.' } };
    const fields = JSON.parse(request.body || '{}') as Partial<Job>;
    if (request.method === 'PATCH' && status) return { status: 200, body: write(job, { status: fields.status }) };
    if (request.method === 'PUT') return { status: 200, body: write(job, fields) };
    return { status: 405, body: { detail: 'Method not allowed.' } };
  }

  return {
    state,
    /** The requests the page made, as "METHOD path?query". */
    calls: () => api.server.requests.map((r) => `${r.method} ${r.path.replace('/django/api', '')}`),
    /** The body of the last request to `method`, parsed. */
    lastBody: (method: string) => JSON.parse(api.server.requests.findLast((r) => r.method === method)?.body ?? 'null'),
    reset() {
      state.jobs = [];
      state.refusal = undefined;
      state.readsFail = false;
      api.server.requests.length = 0;
    },
  };
}
