import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS } from '@app/shared/chromium';

const ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-dev-shm-usage',
  // The bot never goes back: a page kept for the back button is memory held for nothing.
  '--disable-features=BackForwardCache,Translate,MediaRouter,OptimizationHints',
];

/**
 * One Chromium per worker process, started on first use and again if it died; one context (its
 * own cookies, like a separate browser profile) per running search.
 */
export class BrowserPool {
  private browser?: Promise<Browser>;

  constructor(private readonly executablePath: string) {}

  private async launch(): Promise<Browser> {
    // playwright-core costs ~90 MB of the API process's memory: loaded when a search first runs.
    const { chromium } = await import('playwright-core');
    const browser = await chromium.launch({ executablePath: this.executablePath, args: ARGS, headless: true });
    browser.on('disconnected', () => {
      this.browser = undefined;
    });
    return browser;
  }

  async newContext(): Promise<BrowserContext> {
    this.browser ??= this.launch().catch((error: unknown) => {
      this.browser = undefined;
      throw error;
    });
    const browser = await this.browser;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // Under tsx (esbuild keepNames) functions sent to evaluate() call a `__name` helper that only
    // exists in Node; the page gets a no-op one.
    await context.addInitScript('globalThis.__name = globalThis.__name || ((fn) => fn);');
    return context;
  }

  async close(): Promise<void> {
    const browser = await this.browser?.catch(() => undefined);
    this.browser = undefined;
    await browser?.close().catch(() => undefined);
  }
}
