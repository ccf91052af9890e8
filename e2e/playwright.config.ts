import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

/**
 * Specs that run again on a phone-sized screen (375 px): the new user's whole journey and each
 * journey with a new screen of its own.
 */
const ON_MOBILE_TOO =
  /(job-search-journey|live-activity|exclusions|run-pace|my-data|schedules|answers-waiting|company-sites)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Some tests change the served files (a remote made unreachable, a remote rebuilt): one at a time.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
    // A click on something that never comes fails in seconds, not at the test's timeout.
    actionTimeout: 15_000,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', testMatch: ON_MOBILE_TOO, use: { viewport: { width: 375, height: 812 } } },
  ],
});
