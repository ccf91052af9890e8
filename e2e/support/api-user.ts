import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL, sandboxURL } from './base-url';
import { REQUIRED_INFORMATION, RESUMES } from './journey-applicant';

/** The API of the server at `base` (global setup's server unless a test started its own). */
const API = (base = baseURL()) => `${base}/django/api`;

/** The LinkedIn sandbox's control API (`/__sandbox/…`, see linkedin-sandbox/README.md). */
export async function sandbox(path: string, body?: unknown) {
  const res = await fetch(`${sandboxURL()}${path}`, {
    method: body === undefined && path !== '/__sandbox/reset' ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export interface ApiUser {
  email: string;
  password: string;
  /** Custom answers saved with the Additional Information. */
  customAnswers: Record<string, string>;
  preference: { search_term: string; location: string; time_period: string; max_jobs: number };
  /** The LinkedIn credentials saved; by default the sandbox account of the user's own email. */
  linkedin?: { username: string; password: string };
}

export type AuthHeaders = { authorization: string };
type ApiAnswer = Awaited<ReturnType<APIRequestContext['post']>>;

/** The answer's JSON, or an error naming the step that the API refused. */
async function ok(res: ApiAnswer, what: string): Promise<any> {
  if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return res.json();
}

/** Registers (as Grace Hopper) and signs in through the API; answers the bearer header. */
export async function registerAndSignIn(request: APIRequestContext, email: string, password: string, base?: string) {
  await ok(
    await request.post(`${API(base)}/accounts/users/register/`, {
      data: { first_name: 'Grace', last_name: 'Hopper', email, password },
    }),
    'register',
  );
  const { token } = await ok(
    await request.post(`${API(base)}/accounts/users/login/`, { data: { email, password } }),
    'login',
  );
  return { authorization: `Bearer ${token as string}` };
}

/** The applicant's Additional Information, with these custom answers. */
export async function saveAdditionalInformation(
  request: APIRequestContext,
  headers: AuthHeaders,
  customAnswers: Record<string, string>,
  base?: string,
) {
  await ok(
    await request.post(`${API(base)}/job-search/extra-information/`, {
      headers,
      data: {
        notice_period: Number(REQUIRED_INFORMATION.noticePeriod),
        current_pay: REQUIRED_INFORMATION.currentPay,
        expected_pay: REQUIRED_INFORMATION.expectedPay,
        data: customAnswers,
      },
    }),
    'additional information',
  );
}

/**
 * Everything but the search's start, through the API as the web app would save it: account,
 * resume, Additional Information, LinkedIn credentials (the sandbox's) and one search. Answers the
 * access token and the search's preference id.
 */
export async function setUpUser(request: APIRequestContext, user: ApiUser, base?: string) {
  const { email, password } = user;
  const headers = await registerAndSignIn(request, email, password, base);
  await ok(
    await request.post(`${API(base)}/job-search/resumes/`, {
      headers,
      multipart: { file: RESUMES.pdf, title: RESUMES.pdf.name, size: String(RESUMES.pdf.buffer.length) },
    }),
    'resume',
  );
  await saveAdditionalInformation(request, headers, user.customAnswers, base);
  await ok(
    await request.post(`${API(base)}/job-search/linkedin-credentials/`, {
      headers,
      data: user.linkedin ?? { username: email, password: 'sandbox-password' },
    }),
    'credentials',
  );
  const preference = await ok(
    await request.post(`${API(base)}/job-search/job-preferences/`, { headers, data: user.preference }),
    'preference',
  );
  await ok(
    await request.post(`${API(base)}/job-search/`, { headers, data: { job_preference: preference.id } }),
    'search',
  );
  return { token: headers.authorization.slice('Bearer '.length), preferenceId: preference.id as number };
}

/** Signs in through the login page as the user would, and waits for the dashboard. */
export async function signInThroughPage(page: Page, email: string, password: string, base = baseURL()) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
