import { chromiumLaunchOptions as launchOptions } from '@app/shared/chromium';

/** Debian's Chromium, headless and quiet, as every part of the project starts it. */
export const chromiumLaunchOptions = launchOptions();
