import type { Page } from 'playwright-core';

/**
 * Checks `probe` every 100 ms until it answers something, across navigations (a probe that
 * throws because the page is navigating is simply tried again). Undefined after `timeoutMs`.
 */
export async function pollPage<T>(
  page: Page,
  probe: () => Promise<T | undefined>,
  timeoutMs = 15_000,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // the page is between two documents: try again
    }
    if (Date.now() >= deadline || page.isClosed()) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
