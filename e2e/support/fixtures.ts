import { test as base, type Locator, type Page } from '@playwright/test';
import { registerAndSignIn, sandbox, signInThroughPage, type AuthHeaders } from './api-user';
import { userOnDashboard } from './sandbox-run';

/** A user registered through the API for one test (as Grace Hopper). */
export interface TestUser {
  email: string;
  password: string;
  /** The bearer header of an API sign-in, for set-up through the API. */
  headers: AuthHeaders;
}

const PASSWORD = 'correct horse battery';

/** What a test's sandbox run needs, set with `test.use({ sandboxRun: … })`. */
export interface SandboxRunOptions {
  /** The sandbox's scenario (its postings, its new accounts). */
  scenario: object;
  maxJobs?: number;
  /** Saved with the Additional Information (the phone the forms ask is always among them). */
  customAnswers?: Record<string, string>;
  /** Ends the email's local part: the sandbox reads "+verify" as "this account is asked for a PIN". */
  emailTag?: string;
}

/** A user set up for a run on the sandbox, on the dashboard with one search not started. */
export interface SearchOnDashboard {
  email: string;
  password: string;
  headers: AuthHeaders;
  preferenceId: number;
  /** The search's card: "Job search: Python Developer". */
  card: Locator;
  /** The postings the sandbox received from this user's LinkedIn account, by job id, sorted. */
  submittedJobIds: () => Promise<string[]>;
}

/** A test's own email: its title, the time, a random part and the project, so parallel tests never share one. */
function emailFor(testInfo: { titlePath: string[]; project: { name: string } }, tag = '') {
  const slug = testInfo.titlePath
    .at(-1)!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 24);
  return `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}-${testInfo.project.name}${tag}@example.com`;
}

/**
 * The e2e suites' shared set-up as Playwright fixtures (as Playwright's own tests compose theirs):
 * `user`, a new account for the test; `signedInPage`, the test's page signed in as that user through
 * the login page, on the dashboard; `searchOnDashboard`, the sandbox reset to the test's
 * `sandboxRun` scenario and a user ready to run one search on it (resume, Additional Information,
 * the sandbox's LinkedIn account), signed in on the dashboard — the sandbox is reset again after the
 * test. Each is made only for a test that asks for it.
 */
export const test = base.extend<{
  user: TestUser;
  signedInPage: Page;
  sandboxRun: SandboxRunOptions;
  searchOnDashboard: SearchOnDashboard;
}>({
  sandboxRun: [{ scenario: { jobs: [] } }, { option: true }],
  searchOnDashboard: async ({ page, request, sandboxRun }, use, testInfo) => {
    const email = emailFor(testInfo, sandboxRun.emailTag);
    const set = await userOnDashboard(page, request, { ...sandboxRun, email, password: PASSWORD });
    const submittedJobIds = async () =>
      ((await sandbox('/__sandbox/submissions')) as Array<{ jobId: string; account: string }>)
        .filter((submission) => submission.account === email)
        .map((submission) => submission.jobId)
        .sort();
    await use({ email, password: PASSWORD, ...set, submittedJobIds });
    await sandbox('/__sandbox/reset');
  },
  user: async ({ request }, use, testInfo) => {
    const email = emailFor(testInfo);
    const headers = await registerAndSignIn(request, email, PASSWORD);
    await use({ email, password: PASSWORD, headers });
  },
  signedInPage: async ({ page, user }, use) => {
    await signInThroughPage(page, user.email, user.password);
    await use(page);
  },
});

export { expect } from '@playwright/test';
