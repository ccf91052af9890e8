import { test as base, type Page } from '@playwright/test';
import { registerAndSignIn, signInThroughPage, type AuthHeaders } from './api-user';

/** A user registered through the API for one test (as Grace Hopper). */
export interface TestUser {
  email: string;
  password: string;
  /** The bearer header of an API sign-in, for set-up through the API. */
  headers: AuthHeaders;
}

const PASSWORD = 'correct horse battery';

/**
 * The e2e suites' shared set-up as Playwright fixtures (as Playwright's own tests compose theirs):
 * `user`, a new account for the test; `signedInPage`, the test's page signed in as that user through
 * the login page, on the dashboard. Each is made only for a test that asks for it.
 */
export const test = base.extend<{ user: TestUser; signedInPage: Page }>({
  user: async ({ request }, use, testInfo) => {
    const slug = testInfo.titlePath
      .at(-1)!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .slice(0, 24);
    const email = `${slug}-${Date.now()}-${Math.floor(Math.random() * 1e6)}-${testInfo.project.name}@example.com`;
    const headers = await registerAndSignIn(request, email, PASSWORD);
    await use({ email, password: PASSWORD, headers });
  },
  signedInPage: async ({ page, user }, use) => {
    await signInThroughPage(page, user.email, user.password);
    await use(page);
  },
});

export { expect } from '@playwright/test';
