// `pnpm bench web`: what Module Federation costs, against the same app built as ONE bundle
// (packages/web-build/src/single-bundle.cjs), both production builds served by the real server in
// real headless Chromium, in the same run. For a cold /login and a cold /dashboard (signed in: the
// token in storage, as after a sign-in): the bytes of the app's files (JS, CSS, HTML, JSON; not the
// API's answers) as Chromium really downloaded them (brotli) and as a gzip-only browser would get
// them, the number of those requests, and the median time to content on the normal network and
// throttled (150 ms round trip, 1.6 Mbps down and up, through the DevTools protocol). The loads of
// the two builds alternate so that they share the machine's noise, and the median of the ratios of
// each pair of loads is printed beside the ratio of the medians. The files are read off one load of
// each route through Playwright; the times are taken in a Chromium nothing else is attached to
// (devtools-pipe.ts). Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, request as apiRequest, type Browser, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '@app/shared/chromium';
import { registerAndSignIn } from '../support/api-user';
import { chromiumLaunchOptions } from '../support/chromium';
import { buildWebApps, repoRoot, startServer, type RunningProcess } from '../support/web-server';
import { DevToolsPipe } from './devtools-pipe';

const LOADS = Number(process.env.BENCH_LOADS ?? 41);
// The goal set with Module Federation 2 and axios back (issue 29); 140 on the hand-written loader.
const LOGIN_GOAL_KB = 165;
const THROTTLED = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 };

/** What shows a route's content: [selector, exact text]. */
const LOGIN_CONTENT: [string, string][] = [
  ['h1', 'Welcome back'],
  ['button', 'Sign in'],
];
const DASHBOARD_CONTENT: [string, string][] = [['h1', 'Dashboard']];

const VARIANTS = ['federated', 'single'] as const;
type Variant = (typeof VARIANTS)[number];
const ROUTES = ['/login', '/dashboard'] as const;
type Route = (typeof ROUTES)[number];
const NETWORKS = ['normal', 'throttled'] as const;
type Network = (typeof NETWORKS)[number];

interface Served {
  server: RunningProcess;
  /** The email of a user with one job search, on this server (password: PASSWORD). */
  email: string;
  /** That user's access token, from the last sign-in (signIn). */
  token: string;
}

const PASSWORD = 'Bench-password-1';

interface AppFile {
  url: string;
  app: string;
  bytes: number;
  gzip: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Body bytes of `url` as sent to a browser that accepts only gzip (the body is not decoded). */
const gzipBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      })
      .on('error', reject);
  });

/** `shell` (or the single bundle), or the remote's name for files under /remotes/<name>/. */
const appOf = (url: string) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
const isAppFile = (response: Response) =>
  ['http:', 'https:'].includes(new URL(response.url()).protocol) &&
  !new URL(response.url()).pathname.startsWith('/django/api');

/** The switches of the Chromium the times are taken in, beside the project's own (CHROMIUM_ARGS). */
const TIMING_CHROMIUM_ARGS = [
  // A headless page is never visible: without these, Chromium slows it down as a background tab (a
  // cold /login took ~250 ms instead of ~130).
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  // Every load opens its own page, in a context of its own.
  '--no-startup-window',
  // Chromium 156 builds its omnibox popup as a web page (WebUI) for every new window: each cold load
  // had ~300 of Chromium's own files loading beside it, on the same two cores (traced). Nobody types
  // in the omnibox here.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

/** The same app without Module Federation, in a folder laid out as the server's WEB_DIR. */
function buildSingleBundle(): string {
  const webDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-bench-single-'));
  console.log('building the single bundle…');
  const result = spawnSync(
    'pnpm',
    ['exec', 'rspack', 'build', '-c', path.join(repoRoot, 'packages/web-build/src/single-bundle.cjs')],
    {
      cwd: path.join(repoRoot, 'shell'),
      env: { ...process.env, OUTPUT_DIR: path.join(webDir, 'shell', 'dist') },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('Building the single bundle failed');
  return webDir;
}

/** A user with one job search on `server`, registered and signed in through the API. */
async function signedInUser(server: RunningProcess): Promise<Served> {
  // The e2e helpers read the server's address from E2E_BASE_URL.
  process.env.E2E_BASE_URL = server.url;
  const api = await apiRequest.newContext();
  try {
    const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const headers = await registerAndSignIn(api, email, PASSWORD);
    const preference = await api.post(`${server.url}/django/api/job-search/job-preferences/`, {
      headers,
      data: { search_term: 'Python Developer', location: 'Toronto', time_period: 'past_one_month', max_jobs: 5 },
    });
    if (!preference.ok()) throw new Error(`preference: ${preference.status()} ${await preference.text()}`);
    const search = await api.post(`${server.url}/django/api/job-search/`, {
      headers,
      data: { job_preference: ((await preference.json()) as { id: number }).id },
    });
    if (!search.ok()) throw new Error(`search: ${search.status()} ${await search.text()}`);
    return { server, email, token: headers.authorization.slice('Bearer '.length) };
  } finally {
    await api.dispose();
  }
}

/**
 * A new access token for `served`'s user: one lives 5 minutes (ACCESS_TOKEN_LIFETIME), less than a
 * run, and a page with an expired one would first refresh it (or sign out) instead of loading.
 */
async function signIn(served: Served): Promise<void> {
  const answer = await fetch(`${served.server.url}/django/api/accounts/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: served.email, password: PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
  served.token = ((await answer.json()) as { token: string }).token;
}

/**
 * A script for the page, run before its own: it checks every frame whether the route's content
 * shows — the login form, or the dashboard's heading with the user's searches (a card, or the empty
 * state) — and resolves `window.__contentShown` with the time it first did, in ms since the
 * navigation started. Passive, so that the measurement does not load the page: waiting from the
 * test side (`page.waitForFunction`) injected Playwright's own script into the page while it
 * started, 8–50 ms of its main thread (traced).
 */
function contentWatcher(route: Route): string {
  const texts = route === '/login' ? LOGIN_CONTENT : DASHBOARD_CONTENT;
  return `window.__contentShown = new Promise((resolve) => {
    const texts = ${JSON.stringify(texts)};
    const dashboard = ${JSON.stringify(route === '/dashboard')};
    const check = () => {
      const shown = texts.every(([selector, text]) =>
        Array.from(document.querySelectorAll(selector)).some((el) => el.textContent.trim() === text));
      const searches = !dashboard ||
        document.querySelector('button[aria-label^="View details of"]') !== null ||
        Array.from(document.querySelectorAll('h3')).some((el) => el.textContent.trim() === 'No job searches yet');
      if (shown && searches) resolve(performance.now());
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });`;
}

/** `work`, or an error saying what did not happen within 60 s. */
async function within60s<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within 60 s`)), 60_000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A script run before the page's own: the signed-in user's token in storage, as after a sign-in. */
const signedIn = (served: Served) =>
  `if (location.origin === ${JSON.stringify(served.server.url)}) localStorage.setItem('token', ${JSON.stringify(served.token)});`;

/**
 * The app's files of one cold load (a new context: empty cache), through Playwright, which sees
 * every response; what the route loads after its content shows (e.g. the next chunk) counts too.
 * Not timed: a page Playwright is attached to loads more slowly (devtools-pipe.ts).
 */
async function appFiles(browser: Browser, served: Served, route: Route): Promise<AppFile[]> {
  const context = await browser.newContext();
  try {
    await context.addInitScript((route === '/dashboard' ? signedIn(served) : '') + contentWatcher(route));
    const page: Page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${served.server.url}${route}`, { waitUntil: 'commit' });
    await within60s(page.evaluate('window.__contentShown'), 'no content').catch((error: unknown) => {
      throw new Error(`${served.server.url}${route} never showed its content: ${errors.join('; ') || 'no error'}`, {
        cause: error,
      });
    });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return await Promise.all(
      responses.filter(isAppFile).map(async (r) => ({
        url: new URL(r.url()).pathname,
        app: appOf(r.url()),
        bytes: (await r.request().sizes()).responseBodySize,
        gzip: await gzipBytes(r.url()),
      })),
    );
  } finally {
    await context.close();
  }
}

/**
 * One cold load (a new context: empty cache) in `chromium`, with nothing attached to the page but
 * the network conditions when throttled: when the route's content showed (contentWatcher), in ms
 * since the navigation started.
 */
async function timedLoad(chromium: DevToolsPipe, served: Served, route: Route, network: Network): Promise<number> {
  const { browserContextId } = await chromium.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    const { targetId } = await chromium.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await chromium.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = <T>(method: string, params: object = {}) => chromium.send<T>(method, params, sessionId);
    await page('Page.enable');
    await page('Page.addScriptToEvaluateOnNewDocument', {
      source: (route === '/dashboard' ? signedIn(served) : '') + contentWatcher(route),
    });
    if (network === 'throttled') {
      await page('Network.enable');
      await page('Network.emulateNetworkConditions', THROTTLED);
    }
    const url = `${served.server.url}${route}`;
    const committed = chromium.next(
      ({ method, params, sessionId: from }) =>
        from === sessionId &&
        method === 'Page.frameNavigated' &&
        (params.frame as { parentId?: string; url: string }).url === url,
    );
    await page('Page.navigate', { url });
    await within60s(committed, `${url} was not opened`);
    const { result } = await within60s(
      page<{ result: { value?: unknown } }>('Runtime.evaluate', {
        expression: 'window.__contentShown',
        awaitPromise: true,
        returnByValue: true,
      }),
      `${url} showed no content`,
    );
    if (typeof result.value !== 'number') throw new Error(`${url}: no time to content (${JSON.stringify(result)})`);
    return result.value;
  } finally {
    await chromium.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const ratio = (federated: number, single: number) => (single ? (federated / single).toFixed(2) : '–');
const row = (label: string, federated: string, single: string, r: string) =>
  `  ${label.padEnd(26)} ${federated.padStart(11)} ${single.padStart(11)} ${r.padStart(9)}`;

async function main() {
  buildWebApps();
  const singleDir = buildSingleBundle();
  const servers: Partial<Record<Variant, RunningProcess>> = {};
  let timing: DevToolsPipe | undefined;
  try {
    servers.federated = await startServer(repoRoot);
    servers.single = await startServer(singleDir);
    const served = {} as Record<Variant, Served>;
    for (const variant of VARIANTS) served[variant] = await signedInUser(servers[variant]!);

    const files = {} as Record<string, AppFile[]>;
    console.log('reading the files of each route…');
    const browser = await chromium.launch(chromiumLaunchOptions);
    try {
      for (const route of ROUTES) {
        for (const variant of VARIANTS) files[`${variant} ${route}`] = await appFiles(browser, served[variant], route);
      }
    } finally {
      await browser.close();
    }

    timing = await DevToolsPipe.launch(chromiumPath(), [...CHROMIUM_ARGS, ...TIMING_CHROMIUM_ARGS]);
    const times = {} as Record<string, number[]>;
    for (const network of NETWORKS) {
      for (const route of ROUTES) {
        console.log(`${route}, ${network} network: ${LOADS} cold loads of each build…`);
        // Each block of loads takes less than a token's life.
        if (route === '/dashboard') for (const variant of VARIANTS) await signIn(served[variant]);
        for (let i = 0; i < LOADS; i += 1) {
          // Alternate which build goes first, so neither always follows the other.
          for (const variant of i % 2 ? [...VARIANTS].reverse() : VARIANTS) {
            (times[`${variant} ${route} ${network}`] ??= []).push(
              await timedLoad(timing, served[variant], route, network),
            );
          }
        }
      }
    }

    console.log(
      `\nFederated vs single bundle, same run: cold loads, medians of ${LOADS} (BENCH_LOADS); app files only (JS, CSS, HTML, JSON)`,
    );
    console.log(row('', 'federated', 'single', 'fed/single'));
    const total = (list: AppFile[], key: 'bytes' | 'gzip') => list.reduce((sum, f) => sum + f[key], 0);
    for (const route of ROUTES) {
      const f = files[`federated ${route}`]!;
      const s = files[`single ${route}`]!;
      console.log(route);
      for (const key of ['bytes', 'gzip'] as const) {
        console.log(
          row(
            key === 'bytes' ? 'bytes as sent (brotli)' : 'bytes, gzip only',
            kb(total(f, key)),
            kb(total(s, key)),
            ratio(total(f, key), total(s, key)),
          ),
        );
      }
      console.log(row('requests', String(f.length), String(s.length), ratio(f.length, s.length)));
      for (const network of NETWORKS) {
        const fm = median(times[`federated ${route} ${network}`]!);
        const sm = median(times[`single ${route} ${network}`]!);
        console.log(row(`time to content, ${network}`, `${fm.toFixed(0)} ms`, `${sm.toFixed(0)} ms`, ratio(fm, sm)));
        // Load i of each build ran back to back: the median of their ratios follows the machine's drift less.
        const f = times[`federated ${route} ${network}`]!;
        const s = times[`single ${route} ${network}`]!;
        console.log(row(`  paired, median ratio`, '', '', median(f.map((t, i) => t / s[i]!)).toFixed(2)));
      }
    }
    const loginGzip = total(files['federated /login']!, 'gzip') / 1024;
    console.log(
      `\nGoal /login ≤ ${LOGIN_GOAL_KB} KB gzip (federated): ${loginGzip <= LOGIN_GOAL_KB ? 'met' : 'not met'}`,
    );

    for (const route of ROUTES) {
      const byApp = new Map<string, { bytes: number; gzip: number; requests: number }>();
      for (const file of files[`federated ${route}`]!) {
        const app = byApp.get(file.app) ?? { bytes: 0, gzip: 0, requests: 0 };
        byApp.set(file.app, { bytes: app.bytes + file.bytes, gzip: app.gzip + file.gzip, requests: app.requests + 1 });
      }
      console.log(`\nFederated ${route} by app (as sent / gzip only / requests):`);
      for (const [app, size] of [...byApp].sort((a, b) => b[1].gzip - a[1].gzip)) {
        console.log(
          `  ${app.padEnd(10)} ${kb(size.bytes).padStart(9)} ${kb(size.gzip).padStart(9)} ${String(size.requests).padStart(4)}`,
        );
      }
      console.log(`Files, federated ${route}, largest first (as sent / gzip only):`);
      for (const file of [...files[`federated ${route}`]!].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(file.bytes).padStart(9)} ${kb(file.gzip).padStart(9)}  ${file.url}`);
      }
    }
  } finally {
    await timing?.close();
    await Promise.all(Object.values(servers).map((server) => server.stop()));
    rmSync(singleDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
