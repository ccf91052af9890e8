import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { sandbox, setUpUser, signInThroughPage } from './api-user';

/** The question every sandbox posting of these tests asks; the resume answers it. */
export const YEARS_PYTHON = 'How many years of work experience do you have with Python?';

/** A "Python Developer" posting in Toronto for the sandbox's scenario; `extra` adds or replaces fields. */
export const pythonJob = (id: string, extra: object = {}) => ({
  id,
  title: 'Python Developer',
  company: `Company ${id}`,
  location: 'Toronto, Canada',
  postedDaysAgo: 1,
  description: 'Backend services in Python and Django.',
  questions: [{ id: 'years-python', type: 'numeric', label: YEARS_PYTHON }],
  ...extra,
});

export interface DashboardUser {
  email: string;
  password?: string;
  /** Saved with the Additional Information; the phone number the forms ask is always among them. */
  customAnswers?: Record<string, string>;
  maxJobs?: number;
  /** The sandbox's scenario for this test (its postings, its new accounts). */
  scenario: object;
}

/**
 * The sandbox reset to the test's scenario, then a user set up through the API (resume, Additional
 * Information, the sandbox's LinkedIn credentials, one "Python Developer in Toronto" search not
 * started) and signed in through the login page, on the dashboard. Answers the API's bearer
 * header, the search's preference id and its card.
 */
export async function userOnDashboard(page: Page, request: APIRequestContext, user: DashboardUser) {
  const password = user.password ?? 'correct horse battery';
  await sandbox('/__sandbox/reset', user.scenario);
  const { token, preferenceId } = await setUpUser(request, {
    email: user.email,
    password,
    customAnswers: { 'Mobile phone number': '5550100200', ...user.customAnswers },
    preference: {
      search_term: 'Python Developer',
      location: 'Toronto',
      time_period: 'past_one_month',
      max_jobs: user.maxJobs ?? 5,
    },
  });
  await signInThroughPage(page, user.email, password);
  const card = page.getByRole('article', { name: 'Job search: Python Developer' });
  return { headers: { authorization: `Bearer ${token}` }, preferenceId, card };
}

/** Starts the search from its card and waits for the real run on the sandbox to complete. */
export async function runFromCard(card: Locator) {
  await card.getByRole('button', { name: 'Start Python Developer in Toronto' }).click();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
}
