import type { APIRequestContext } from '@playwright/test';
import { baseURL, sandboxURL } from './base-url';
import { REQUIRED_INFORMATION, RESUMES } from './journey-applicant';

/** Calls the sandbox's control API (`/__sandbox/…`): a body posts it, none reads. */
export async function sandbox(path: string, body?: unknown) {
  const res = await fetch(`${sandboxURL()}${path}`, {
    method: body === undefined && path !== '/__sandbox/reset' ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The LinkedIn account the bot signs in with. */
  linkedin: string;
  /** Custom answers saved with the Additional Information. */
  custom: Record<string, string>;
}

/**
 * A user with everything but the search's start, through the API as the web app would save it:
 * resume, Additional Information, LinkedIn credentials and a "Python Developer" search in Toronto.
 * Answers the search's id.
 */
export async function setUpApplicant(request: APIRequestContext, applicant: Applicant): Promise<number> {
  const api = `${baseURL()}/django/api`;
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<any> => {
    if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const { email, password } = applicant;
  await ok(
    await request.post(`${api}/accounts/users/register/`, {
      data: { first_name: applicant.firstName, last_name: applicant.lastName, email, password },
    }),
    'register',
  );
  const { token } = await ok(
    await request.post(`${api}/accounts/users/login/`, { data: { email, password } }),
    'login',
  );
  const headers = { authorization: `Bearer ${token}` };
  await ok(
    await request.post(`${api}/job-search/resumes/`, {
      headers,
      multipart: { file: RESUMES.pdf, title: RESUMES.pdf.name, size: String(RESUMES.pdf.buffer.length) },
    }),
    'resume',
  );
  await ok(
    await request.post(`${api}/job-search/extra-information/`, {
      headers,
      data: {
        notice_period: Number(REQUIRED_INFORMATION.noticePeriod),
        current_pay: REQUIRED_INFORMATION.currentPay,
        expected_pay: REQUIRED_INFORMATION.expectedPay,
        data: applicant.custom,
      },
    }),
    'additional information',
  );
  await ok(
    await request.post(`${api}/job-search/linkedin-credentials/`, {
      headers,
      data: { username: applicant.linkedin, password: 'sandbox-password' },
    }),
    'credentials',
  );
  const preference = await ok(
    await request.post(`${api}/job-search/job-preferences/`, {
      headers,
      data: { search_term: 'Python Developer', location: 'Toronto', time_period: 'past_one_month', max_jobs: 5 },
    }),
    'preference',
  );
  const search = await ok(
    await request.post(`${api}/job-search/`, { headers, data: { job_preference: preference.id } }),
    'search',
  );
  return search.id as number;
}
