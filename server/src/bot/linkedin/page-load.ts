import type { FastifyBaseLogger } from 'fastify';
import pRetry, { AbortError } from 'p-retry';
import { errors, type Page } from 'playwright-core';

/** What a busy or briefly broken site answers: worth loading the page again. */
const BUSY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/**
 * The one policy for every page the bot loads: up to 4 loads, 1–2 s, 2–4 s and 4–8 s apart
 * (exponential backoff, randomised so that runs which met the same outage do not all come back at
 * once). Longer than LinkedIn's usual hiccup, short enough that a posting that stays down costs the
 * run about 15 s.
 */
const PAGE_LOAD_POLICY = { retries: 3, minTimeout: 1_000, factor: 2, randomize: true } as const;

/** The longest Retry-After waited for before the next load; LinkedIn asking for more is an outage. */
const MAX_RETRY_AFTER_MS = 30_000;

/**
 * LinkedIn answered every load of a page with an error (503, 429…): not a page the bot failed to
 * recognise, so no selector is to blame. `status` is undefined when Chromium showed its own error
 * page instead of LinkedIn's (an error status with an empty body).
 */
export class PageLoadFailed extends Error {
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown },
  ) {
    super(`LinkedIn answered ${status ?? 'an error status'} to ${url}.`, options);
    this.name = 'PageLoadFailed';
  }
}

const networkCode = (error: unknown) => /net::(ERR_[A-Z_]+)/.exec((error as Error | undefined)?.message ?? '')?.[1];

/**
 * Why a load failed, for the log, when loading the page again may help: an error status, a
 * timeout, a network error. Undefined for the rest — the browser gave the load up itself
 * (ERR_ABORTED: another navigation, the run closing its page) or something else went wrong.
 */
function passingReason(error: unknown): string | undefined {
  if (error instanceof PageLoadFailed) return error.status ? `HTTP ${error.status}` : 'an error page';
  if (error instanceof errors.TimeoutError) return 'timeout';
  const code = networkCode(error);
  return code === 'ERR_ABORTED' ? undefined : code;
}

/** Seconds or an HTTP date, in ms; undefined when absent or unreadable. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

/**
 * Loads `url` in `page` as `page.goto` does, loading it again under PAGE_LOAD_POLICY when the load
 * failed on something passing (see passingReason); each retry is logged with its reason. A page
 * that loaded is returned to the caller as is, even one it will not recognise: that is
 * PageNotRecognised's to say, never retried. When every load failed: PageLoadFailed for error
 * statuses, else the last load's own error (a timeout, net::ERR_…).
 */
export async function loadPage(page: Page, url: string, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  await pRetry(
    async () => {
      let response;
      try {
        response = await page.goto(url);
      } catch (error) {
        if (networkCode(error) === 'ERR_HTTP_RESPONSE_CODE_FAILURE')
          throw new PageLoadFailed(url, undefined, undefined, { cause: error });
        if (passingReason(error) === undefined || page.isClosed())
          throw new AbortError(error instanceof Error ? error : String(error));
        throw error;
      }
      const status = response?.status() ?? 0;
      if (BUSY_STATUSES.has(status)) {
        throw new PageLoadFailed(url, status, retryAfterMs(await response?.headerValue('retry-after')));
      }
    },
    {
      ...PAGE_LOAD_POLICY,
      shouldRetry: () => !page.isClosed(),
      onFailedAttempt: async ({ error, attemptNumber, retriesLeft }) => {
        const reason = passingReason(error);
        if (retriesLeft === 0 || page.isClosed()) {
          log.warn({ url, reason, attempts: attemptNumber }, 'page did not load; giving up');
          return;
        }
        log.warn({ url, reason, attempt: attemptNumber }, 'page did not load; loading it again');
        // LinkedIn's Retry-After is waited out before the policy's own pause.
        const asked = error instanceof PageLoadFailed ? error.retryAfterMs : undefined;
        if (asked) await new Promise((resolve) => setTimeout(resolve, Math.min(asked, MAX_RETRY_AFTER_MS)));
      },
    },
  );
}
