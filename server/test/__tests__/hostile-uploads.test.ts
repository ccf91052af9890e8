import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildSlowPdf, buildZipBombDocx, DOCX_MIME, resumeForm } from '../helpers/resume-fixtures';
import { createScratchDatabase } from '../helpers/scratch-postgres';

/**
 * Registration is open, so anyone may upload a document built to hurt. The real server, in its
 * own process (so its memory is measured alone), takes three such uploads at once and stays
 * responsive: each upload is answered, /healthz keeps answering, and the process stays small.
 */
const serverDir = path.resolve(__dirname, '../..');
const MB = 1024 * 1024;

let child: ChildProcess;
let baseUrl: string;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let token: string;

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'hostile-uploads-'));
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: dataDir,
    DATA_DIR: path.join(dataDir, 'data'),
    PORT: String(port),
    SECRET_KEY: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LIVE_APP_ID: '1',
    LIVE_KEY: randomBytes(10).toString('hex'),
    LIVE_SECRET: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'error',
  };
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'hostile');
    env.DATABASE_URL = scratch.url;
    dropDatabase = scratch.drop;
  }
  // node itself (not the tsx wrapper), so the pid measured is the server's.
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'inherit' });
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const registered = await fetch(`${baseUrl}/django/api/accounts/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: 'Eve',
      last_name: 'Mallory',
      email: 'eve@example.com',
      password: 'correct horse battery',
    }),
  });
  token = ((await registered.json()) as { token: string }).token;
}, 90_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Polls /healthz every 50 ms from its own process (so the test's own work never delays a check)
 * and samples the server's RSS, until told to stop on stdin; then prints what it saw.
 */
const PROBE = `
const { readFileSync } = require('node:fs');
const [url, pid] = process.argv.slice(1);
const rss = () => Number(/VmRSS:\\s+(\\d+) kB/.exec(readFileSync('/proc/' + pid + '/status', 'utf8'))[1]) * 1024;
let running = true, maxHealthMs = 0, healthChecks = 0, failures = 0, maxRss = rss();
process.stdin.on('data', () => (running = false));
(async () => {
  while (running) {
    const started = performance.now();
    try { const res = await fetch(url); await res.text(); if (!res.ok) failures += 1; } catch { failures += 1; }
    maxHealthMs = Math.max(maxHealthMs, performance.now() - started);
    healthChecks += 1;
    maxRss = Math.max(maxRss, rss());
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.stdout.write(JSON.stringify({ maxHealthMs, healthChecks, failures, maxRss }));
  process.exit(0);
})();
`;

interface ProbeReport {
  maxHealthMs: number;
  healthChecks: number;
  failures: number;
  maxRss: number;
}

/** Uploads the files at once while the probe times /healthz and samples the server's RSS. */
async function uploadAtOnce(files: Array<{ bytes: Buffer; name: string; type: string }>) {
  const probe = spawn(process.execPath, ['-e', PROBE, `${baseUrl}/healthz`, String(child.pid)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout!.on('data', (chunk) => (output += chunk));
  const probed = new Promise((resolve) => probe.once('exit', resolve));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the probe is polling
  const uploads = await Promise.all(
    files.map(async (file) => {
      const started = performance.now();
      const res = await fetch(`${baseUrl}/django/api/job-search/resumes/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: resumeForm(file),
      });
      return { status: res.status, body: await res.json(), ms: performance.now() - started };
    }),
  );
  probe.stdin!.end('stop');
  await probed;
  return { uploads, ...(JSON.parse(output) as ProbeReport) };
}

describe('three hostile uploads at once', () => {
  it.each([
    [
      'slow PDFs (150 KB, ~9 s of pdf.js each)',
      () =>
        Array.from({ length: 3 }, (_, i) => ({
          bytes: buildSlowPdf(5_000_000),
          name: `slow${i}.pdf`,
          type: 'application/pdf',
        })),
    ],
    [
      'DOCX zip bombs (~400 KB, 128 MB inflated; two lie about it)',
      async () => {
        const honest = await buildZipBombDocx(128 * MB);
        const liar = await buildZipBombDocx(128 * MB, 4 * MB);
        return [honest, liar, liar].map((bytes, i) => ({ bytes, name: `bomb${i}.docx`, type: DOCX_MIME }));
      },
    ],
  ])(
    '%s: each answered within 10 s, /healthz answers throughout, RSS stays under 1 GB',
    async (label, build) => {
      const files = await build();
      const { uploads, maxHealthMs, healthChecks, failures, maxRss } = await uploadAtOnce(files);
      console.log(
        `${label}: uploads answered in ${uploads.map((u) => Math.round(u.ms)).join(', ')} ms; ` +
          `max /healthz ${Math.round(maxHealthMs)} ms over ${healthChecks} checks; max server RSS ${Math.round(maxRss / MB)} MB`,
      );
      for (const upload of uploads) {
        // Stored without text: the file is still the user's resume.
        expect(upload.status).toBe(201);
        expect(upload.ms).toBeLessThan(10_000);
      }
      expect(healthChecks).toBeGreaterThan(3);
      expect(failures).toBe(0);
      // Not a latency target (the figure is printed above): a parse on the event loop blocked
      // /healthz for the whole upload (32 s before the reader thread); 2 s tells that apart from a
      // busy 2-core machine, where a healthy server was seen answering in 0.5–0.7 s.
      expect(maxHealthMs).toBeLessThan(2_000);
      expect(maxRss).toBeLessThan(1024 * MB);
      expect(child.exitCode).toBeNull();
    },
    60_000,
  );
});
