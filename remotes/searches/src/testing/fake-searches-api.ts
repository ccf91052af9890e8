import type {
  ExtraInformation,
  JobApplication,
  JobSearch,
  LinkedinCredentials,
  NotificationSettings,
  Resume,
} from '@app/shared/contract';
import { serveApiForTests, type Answer, type RecordedRequest } from '@app/shared/test-support';

const BASE = '/django/api/job-search';

/** What the fake API holds; a test sets it up in place and reads it back. */
interface FakeSearchesState {
  searches: JobSearch[];
  /** Newest first, as the real API answers them. */
  applications: JobApplication[];
  credentials: LinkedinCredentials | null;
  resumes: Resume[];
  extraInformation: ExtraInformation | null;
  /** The account's notification switches; the offer (product §4.10) closed unless a test opens it. */
  notificationSettings: NotificationSettings;
}

interface Override {
  method: string;
  path: RegExp;
  answer: Answer;
  times: number;
}

const notFound: Answer = { status: 404, body: { detail: 'Not found.' } };

/**
 * The job-search endpoints these pages call, answered over real HTTP (serveApiForTests) from
 * in-memory records, the way the server answers them: start makes a search running, Apply More's
 * preference update changes its max_jobs. `answerWith` makes a route answer something else (a
 * refusal, a server error) `times` times, for the failure paths.
 */
export function serveFakeSearchesApi() {
  const state: FakeSearchesState = {
    searches: [],
    applications: [],
    credentials: null,
    resumes: [],
    extraInformation: null,
    notificationSettings: {
      run_ended_email: false,
      answers_needed_email: false,
      pin_browser: false,
      answers_needed_browser: false,
      offer_dismissed: true,
    },
  };
  let overrides: Override[] = [];
  const api = serveApiForTests((request) => answer(request));

  const searchOf = (id: string) => state.searches.find((s) => s.id === Number(id));
  const replaceSearch = (search: JobSearch) => {
    state.searches = state.searches.map((s) => (s.id === search.id ? search : s));
    return search;
  };

  function answer(request: RecordedRequest): Answer {
    const { method } = request;
    const [path = '', query = ''] = request.path.split('?');
    const override = overrides.find((o) => o.method === method && o.path.test(path) && o.times > 0);
    if (override) {
      override.times -= 1;
      return override.answer;
    }
    const route = (m: string, pattern: RegExp) => (m === method ? pattern.exec(path) : null);
    let match: RegExpExecArray | null;
    if (route('GET', /^\/django\/api\/job-search\/$/)) return { status: 200, body: state.searches };
    if (route('GET', /^\/django\/api\/job-search\/job-applications\/$/)) {
      const id = new URLSearchParams(query).get('job_search_id');
      const body = id ? state.applications.filter((a) => a.job_search === Number(id)) : state.applications;
      return { status: 200, body };
    }
    if (route('GET', /^\/django\/api\/job-search\/linkedin-credentials\/$/))
      return { status: 200, body: state.credentials ? [state.credentials] : [] };
    if (route('GET', /^\/django\/api\/job-search\/answers-needed\/$/)) return { status: 200, body: [] };
    if (route('GET', /^\/django\/api\/accounts\/users\/me\/notifications\/$/))
      return { status: 200, body: state.notificationSettings };
    if (route('GET', /^\/django\/api\/job-search\/resumes\/$/)) return { status: 200, body: state.resumes };
    if (route('GET', /^\/django\/api\/job-search\/extra-information\/$/))
      return { status: 200, body: state.extraInformation ? [state.extraInformation] : [] };
    if (route('POST', /^\/django\/api\/job-search\/submit-verification-code\/$/))
      return { status: 200, body: { detail: 'Verification code received.' } };
    if ((match = route('GET', /^\/django\/api\/job-search\/(\d+)\/$/))) {
      const search = searchOf(match[1]!);
      return search ? { status: 200, body: search } : notFound;
    }
    if ((match = route('POST', /^\/django\/api\/job-search\/(\d+)\/start\/$/))) {
      const search = searchOf(match[1]!);
      return search ? { status: 200, body: replaceSearch({ ...search, status: 'running', notes: null }) } : notFound;
    }
    if ((match = route('POST', /^\/django\/api\/job-search\/(\d+)\/stop\/$/))) {
      const search = searchOf(match[1]!);
      return search ? { status: 200, body: search } : notFound;
    }
    if ((match = route('DELETE', /^\/django\/api\/job-search\/(\d+)\/$/))) {
      const search = searchOf(match[1]!);
      if (!search) return notFound;
      if (search.status === 'running') return { status: 400, body: { detail: 'Stop this search before deleting it.' } };
      const withApplications = new URLSearchParams(query).get('delete_applications') === 'true';
      state.searches = state.searches.filter((s) => s !== search);
      state.applications = withApplications
        ? state.applications.filter((a) => a.job_search !== search.id)
        : state.applications.map((a) => (a.job_search === search.id ? { ...a, job_search: null } : a));
      return { status: 204 };
    }
    if (route('GET', /^\/django\/api\/job-search\/job-applications\/export\/$/)) {
      const id = new URLSearchParams(query).get('job_search_id');
      const rows = state.applications.filter((a) => !id || a.job_search === Number(id));
      const csv = ['title,company', ...rows.map((a) => `${a.job_title},${a.company_name}`)].join('\r\n');
      return { status: 200, body: `${csv}\r\n`, headers: { 'content-type': 'text/csv; charset=utf-8' } };
    }
    if ((match = route('PATCH', /^\/django\/api\/job-search\/job-preferences\/(\d+)\/$/))) {
      const search = state.searches.find((s) => s.job_preference.id === Number(match![1]));
      if (!search) return notFound;
      const job_preference = { ...search.job_preference, ...(JSON.parse(request.body) as object) };
      return { status: 200, body: replaceSearch({ ...search, job_preference }).job_preference };
    }
    return notFound;
  }

  return {
    state,
    /** The requests the page made, as "METHOD path". */
    calls: () => api.server.requests.map((r) => `${r.method} ${r.path.replace(BASE, '')}`),
    answerWith(method: string, path: RegExp, answer: Answer, times = Infinity) {
      overrides.push({ method, path, answer, times });
    },
    reset() {
      state.searches = [];
      state.applications = [];
      state.credentials = null;
      state.resumes = [];
      state.extraInformation = null;
      overrides = [];
      api.server.requests.length = 0;
    },
  };
}
