import type { SignedInUser, TestApp } from './test-app';
import { buildPdf, resumeForm } from './resume-fixtures';

export interface BotUserOptions {
  linkedin?: { username: string; password: string } | null;
  resumeText?: string | null;
  /** Additional Information; null for none saved. */
  extra?: {
    notice_period: number | null;
    current_pay: string | null;
    expected_pay: string;
    data?: Record<string, string>;
    follow_companies?: boolean;
    cover_letter?: string;
    write_cover_letter?: boolean;
  } | null;
  preference?: Partial<{
    search_term: string;
    location: string;
    time_period: string;
    remote_only: boolean;
    relevant_jobs_only: boolean;
    apply_on_company_sites: boolean;
    max_jobs: number;
    excluded_companies: string[];
    excluded_keywords: string[];
  }>;
}

export interface BotUser extends SignedInUser {
  searchId: number;
  resume?: { bytes: Buffer; name: string };
}

/** A user set up through the API as the web app does it: resume, extra info, credentials, one search. */
export async function createBotUser(t: TestApp, options: BotUserOptions = {}): Promise<BotUser> {
  const user = await t.registerUser();
  const token = user.token;
  const expect2xx = (res: { status: number; text: string }, what: string) => {
    if (res.status >= 300) throw new Error(`${what}: ${res.status} ${res.text}`);
  };
  let resume: BotUser['resume'];
  if (options.resumeText !== null) {
    const bytes = buildPdf(options.resumeText ?? 'Software engineer. 5 years of experience with Python.');
    resume = { bytes, name: 'ada-lovelace-cv.pdf' };
    const res = await t.request('POST', '/django/api/job-search/resumes/', {
      token,
      raw: resumeForm({ bytes, name: resume.name, type: 'application/pdf' }),
    });
    expect2xx(res, 'upload resume');
  }
  if (options.extra !== null) {
    const extra = options.extra ?? { notice_period: 30, current_pay: '50,000 $/year', expected_pay: '60,000 $/year' };
    expect2xx(
      await t.request('POST', '/django/api/job-search/extra-information/', { token, body: extra }),
      'extra info',
    );
  }
  if (options.linkedin !== null) {
    const linkedin = options.linkedin ?? { username: user.user.email, password: 'linkedin-secret' };
    expect2xx(
      await t.request('POST', '/django/api/job-search/linkedin-credentials/', { token, body: linkedin }),
      'credentials',
    );
  }
  const preference = await t.request('POST', '/django/api/job-search/job-preferences/', {
    token,
    body: {
      search_term: 'Software Engineer',
      location: 'Berlin',
      time_period: 'past_one_month',
      max_jobs: 3,
      ...options.preference,
    },
  });
  expect2xx(preference, 'preference');
  const search = await t.request('POST', '/django/api/job-search/', {
    token,
    body: { job_preference: preference.body.id },
  });
  expect2xx(search, 'search');
  return { ...user, searchId: search.body.id, resume };
}
