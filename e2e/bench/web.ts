// `pnpm bench web`: what a cold visit to /login costs in real headless Chromium, over the production
// builds served by the real server — bytes of JS and CSS per app and in total, as Chromium really
// downloaded them (it accepts brotli, so the server sends the `.br` files) and as a gzip-only browser
// would get the same files, and the median time until the login form shows.
import http from 'node:http';
import { chromium, type Response } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { buildWebApps, repoRoot, startServer } from '../support/web-server';

const LOADS = Number(process.env.BENCH_LOADS ?? 7);
const GOAL_KB = 130;

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

/** `shell`, or the remote's name for files under /remotes/<name>/. */
const appOf = (url: string) => /\/remotes\/([^/]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';

async function main() {
  buildWebApps();
  const server = await startServer(repoRoot);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const times: number[] = [];
    let files: { url: string; app: string; bytes: number; gzip: number; encoding: string }[] = [];
    for (let i = 0; i < LOADS; i += 1) {
      // A new context each time: empty cache, nothing stored.
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      times.push(await page.evaluate(() => performance.now()));
      if (i === 0) {
        const assets = responses.filter((r) => ['script', 'stylesheet'].includes(r.request().resourceType()));
        files = await Promise.all(
          assets.map(async (r) => ({
            url: new URL(r.url()).pathname,
            app: appOf(r.url()),
            bytes: (await r.request().sizes()).responseBodySize,
            gzip: await gzipBytes(r.url()),
            encoding: r.headers()['content-encoding'] ?? 'identity',
          })),
        );
      }
      await context.close();
    }

    const byApp = new Map<string, { bytes: number; gzip: number }>();
    for (const f of files) {
      const app = byApp.get(f.app) ?? { bytes: 0, gzip: 0 };
      byApp.set(f.app, { bytes: app.bytes + f.bytes, gzip: app.gzip + f.gzip });
    }
    const total = files.reduce((sum, f) => sum + f.bytes, 0);
    const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const sent = [...new Set(files.map((f) => f.encoding))].join(', ');

    console.log(`\nCold load of /login (${files.length} JS/CSS files)`);
    console.log(`  ${'app'.padEnd(10)} ${`as sent (${sent})`.padStart(24)} ${'gzip only'.padStart(11)}`);
    for (const [app, size] of [...byApp].sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(`  ${app.padEnd(10)} ${kb(size.bytes).padStart(24)} ${kb(size.gzip).padStart(11)}`);
    }
    console.log(`  ${'total'.padEnd(10)} ${kb(total).padStart(24)} ${kb(totalGzip).padStart(11)}`);
    console.log(
      `  goal ≤ ${GOAL_KB} KB gzip: ${totalGzip / 1024 <= GOAL_KB ? 'met' : 'not met'}; as sent: ${total / 1024 <= GOAL_KB ? 'met' : 'not met'}`,
    );
    console.log('\nLargest files (as sent / gzip only):');
    for (const f of [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) {
      console.log(`  ${kb(f.bytes).padStart(9)} ${kb(f.gzip).padStart(9)}  ${f.url}`);
    }
    console.log(
      `\nTime to the login form, ${LOADS} cold loads: median ${median(times).toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
