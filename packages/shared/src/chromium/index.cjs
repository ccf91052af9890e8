// Chromium as every part of the project starts it: the bot, the end-to-end tests, the sandbox's
// browser tests and `pnpm start`'s check. Node only (browsers never load it), and plain CommonJS
// so scripts/start.mjs can import it without a TypeScript loader.

/** Debian's Chromium: Playwright cannot download its own browsers here. */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless and quiet: no sandbox (containers run as root), no GPU, no background traffic. */
const CHROMIUM_ARGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/** CHROMIUM_PATH when set, else Debian's. */
function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Options for Playwright's `chromium.launch`. */
function chromiumLaunchOptions(env = process.env) {
  return { executablePath: chromiumPath(env), args: [...CHROMIUM_ARGS] };
}

module.exports = { DEFAULT_CHROMIUM_PATH, CHROMIUM_ARGS, chromiumPath, chromiumLaunchOptions };
