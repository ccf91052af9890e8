import type { FastifyBaseLogger } from 'fastify';
import type { BrowserContext, Page } from 'playwright-core';
import type { Pacer } from '../pacing';
import { PageNotRecognised } from '../run-errors';
import { loadPage } from './page-load';
import { pollPage } from './poll';
import { selectors } from './selectors';

export type LoginOutcome =
  | { ok: true; via: 'cookies' | 'password' }
  | { ok: false; reason: 'bad_credentials' | 'wrong_code' | 'no_code' | 'cancelled' };

/** The PIN the user typed, or why none will come: the wait ran out (or the run was stopped) or they cancelled. */
export type CodeAnswer = { code: string } | { none: 'no_code' | 'cancelled' };

export interface LoginInput {
  baseUrl: string;
  username: string;
  password: string;
  /** Cookies saved by an earlier login (JSON of context.cookies()). */
  cookies?: string;
}

export interface LoginHooks {
  /** LinkedIn asks for a PIN: answers the code the user typed, or why none came. */
  waitForCode(): Promise<CodeAnswer>;
  /** The code is being checked. */
  verifying(): Promise<void>;
  pacer: Pacer;
  /** Gets the failed loads of the feed and the sign-in page. */
  log: FastifyBaseLogger;
}

const LANDING_TIMEOUT_MS = 20_000;

const onFeed = (page: Page) => new URL(page.url()).pathname.startsWith(selectors.feedPath);
const onCheckpoint = (page: Page) => new URL(page.url()).pathname.includes(selectors.checkpoint.pathPart);

/**
 * Signs the context in: with the saved session cookies when LinkedIn still accepts them, else with
 * the email and password, typing the emailed PIN the user hands over when LinkedIn asks for one.
 */
export async function signIn(
  context: BrowserContext,
  page: Page,
  input: LoginInput,
  hooks: LoginHooks,
): Promise<LoginOutcome> {
  if (input.cookies) {
    await context.addCookies(JSON.parse(input.cookies));
    await loadPage(page, `${input.baseUrl}${selectors.feedPath}/`, hooks.log);
    if (onFeed(page)) return { ok: true, via: 'cookies' };
    await context.clearCookies(); // LinkedIn no longer accepts that session
  }

  await loadPage(page, `${input.baseUrl}${selectors.login.path}`, hooks.log);
  const { login } = selectors;
  // The classic form or the React page: the visible inputs by type, the button named "Sign in".
  const email = page.locator(login.email).first();
  const password = page.locator(login.password).first();
  const submit = page.getByRole('button', { name: login.submitName, exact: true }).first();
  const ready = await pollPage(
    page,
    async () => ((await email.count()) > 0 && (await password.count()) > 0 && (await submit.count()) > 0) || undefined,
    10_000,
  );
  if (!ready) throw new PageNotRecognised(login.what);
  await email.fill(input.username);
  await hooks.pacer.action();
  await password.fill(input.password);
  await hooks.pacer.action();
  await submit.click();

  const landed = await pollPage(
    page,
    async () => {
      if (onFeed(page)) return 'feed' as const;
      if (onCheckpoint(page) && (await page.locator(selectors.checkpoint.pin).count()) > 0)
        return 'checkpoint' as const;
      const errors = await page.locator(login.error).allInnerTexts();
      if (errors.some((text) => text.trim() !== '')) return 'wrong' as const;
      return undefined;
    },
    LANDING_TIMEOUT_MS,
  );
  if (landed === 'feed') return { ok: true, via: 'password' };
  if (landed === 'wrong') return { ok: false, reason: 'bad_credentials' };
  if (landed === undefined)
    throw new PageNotRecognised('the page after signing in (the feed, a PIN check or a sign-in error)');

  const answer = await hooks.waitForCode();
  if ('none' in answer) return { ok: false, reason: answer.none };
  await hooks.verifying();
  await page.locator(selectors.checkpoint.pin).fill(answer.code);
  await hooks.pacer.action();
  await page.locator(selectors.checkpoint.submit).click();
  const verified = await pollPage(
    page,
    async () => {
      if (onFeed(page)) return 'feed' as const;
      if (onCheckpoint(page) && (await page.locator(selectors.checkpoint.error).first().isVisible()))
        return 'wrong' as const;
      return undefined;
    },
    LANDING_TIMEOUT_MS,
  );
  if (verified === 'feed') return { ok: true, via: 'password' };
  if (verified === 'wrong') return { ok: false, reason: 'wrong_code' };
  throw new PageNotRecognised('the page after the verification code (the feed or a PIN error)');
}
