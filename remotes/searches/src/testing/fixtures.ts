import type { ExtraInformation, JobApplication, JobSearch, LinkedinCredentials, User } from '@app/shared/contract';

export function makeSearch(
  overrides: Partial<Omit<JobSearch, 'job_preference'>> & { preference?: Partial<JobSearch['job_preference']> } = {},
): JobSearch {
  const { preference, ...rest } = overrides;
  const id = rest.id ?? 1;
  return {
    id,
    status: 'not_started',
    notes: null,
    num_applied_jobs: 0,
    created_at: '2026-01-02 08:30:00',
    updated_at: '2026-01-02 08:30:00',
    started_at: null,
    verification_seconds_left: null,
    schedule: null,
    paused: false,
    schedule_log: [],
    ...rest,
    job_preference: {
      id: 100 + id,
      search_term: 'Frontend Developer;React Engineer',
      location: 'Berlin',
      time_period: 'past_one_week',
      remote_only: true,
      relevant_jobs_only: false,
      apply_on_company_sites: true,
      max_jobs: 5,
      excluded_companies: [],
      excluded_keywords: [],
      created_at: '2026-01-02 08:30:00',
      updated_at: '2026-01-02 08:30:00',
      ...preference,
    },
  };
}

export function makeApplication(overrides: Partial<JobApplication> = {}): JobApplication {
  return {
    id: 1,
    job_search: 1,
    job_title: 'Frontend Developer',
    company_name: 'Acme',
    job_url: 'http://127.0.0.1/jobs/view/1',
    status: 'applied',
    error_message: null,
    answers: [],
    company_site: null,
    created_at: '2026-01-02 09:00:00',
    attempted_at: '2026-01-02 09:00:00',
    ...overrides,
  };
}

export const user: User = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 10 };

/** The user's saved Additional Information (product §2.9), as the API answers it. */
export const extraInformation: ExtraInformation = {
  id: 1,
  notice_period: 30,
  current_pay: '9 LPA',
  expected_pay: '12 LPA',
  data: {},
  cover_letter: '',
  follow_companies: false,
  write_cover_letter: false,
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
};

/** The user's saved LinkedIn account (product §2.8), as the API answers it. */
export const linkedinCredentials: LinkedinCredentials = {
  id: 1,
  username: 'ada@example.com',
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  cookies_saved: false,
  cookies_saved_at: null,
};
