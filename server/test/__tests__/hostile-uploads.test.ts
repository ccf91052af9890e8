import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resumeFileMessages } from '@app/shared/contract';
import {
  buildGapDocx,
  buildPdf,
  buildSlowPdf,
  buildZipBombDocx,
  DOCX_MIME,
  resumeForm,
} from '../helpers/resume-fixtures';
import { createScratchDatabase } from '../helpers/scratch-postgres';

/**
 * Registration is open, so anyone may upload a document built to hurt. The real server, in its
 * own process (so its memory is measured alone), takes such uploads and stays responsive: each
 * is refused in plain words, /healthz keeps answering, the process stays small and alive, and
 * another user's resume uploaded meanwhile is read.
 */
const serverDir = path.resolve(__dirname, '../..');
const MB = 1024 * 1024;

let child: ChildProcess;
let baseUrl: string;
let dataDir: string;
let dropDatabase: (() => Promise<void>) | undefined;
let token: string;

const rss = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

async function register(email: string): Promise<string> {
  const registered = await fetch(`${baseUrl}/django/api/accounts/users/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Eve', last_name: 'Mallory', email, password: 'correct horse battery' }),
  });
  return ((await registered.json()) as { token: string }).token;
}

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
  // A first start runs initdb: about a minute on a loaded 2-core machine.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  token = await register('eve@example.com');
}, 180_000);

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
 * and samples the server's RSS, until told to stop on stdin; then prints what it saw. It prints a
 * dot per check, so the test can wait for checks rather than for a time a loaded machine can miss.
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
    process.stdout.write('.');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.stdout.write('\\n' + JSON.stringify({ maxHealthMs, healthChecks, failures, maxRss }));
  process.exit(0);
})();
`;

interface ProbeReport {
  maxHealthMs: number;
  healthChecks: number;
  failures: number;
  maxRss: number;
}

interface Upload {
  bytes: Buffer;
  name: string;
  type: string;
  /** Whose upload it is: the attacker's unless given. */
  token?: string;
  /** Sent this long after the others started. */
  delayMs?: number;
}

/** Uploads the files at once while the probe times /healthz and samples the server's RSS. */
async function uploadAtOnce(files: Upload[]) {
  const probe = spawn(process.execPath, ['-e', PROBE, `${baseUrl}/healthz`, String(child.pid)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let output = '';
  probe.stdout!.on('data', (chunk) => (output += chunk));
  const probed = new Promise((resolve) => probe.once('exit', resolve));
  const checks = () => /^\.*/.exec(output)![0].length;
  const afterChecks = async (count: number) => {
    while (checks() < count) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  // The probe is polling (starting node can take a second on a busy machine).
  await afterChecks(1);
  const uploads = await Promise.all(
    files.map(async (file) => {
      await new Promise((resolve) => setTimeout(resolve, file.delayMs ?? 0));
      const started = performance.now();
      const res = await fetch(`${baseUrl}/django/api/job-search/resumes/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${file.token ?? token}` },
        body: resumeForm(file),
      });
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
        ms: performance.now() - started,
      };
    }),
  );
  // The probe keeps checking a few times after the last answer: the server still serves.
  await afterChecks(checks() + 4);
  probe.stdin!.end('stop');
  await probed;
  return { uploads, ...(JSON.parse(output.slice(output.indexOf('\n') + 1)) as ProbeReport) };
}

/** The text the server extracted from each of the user's resumes, by title (the export carries it). */
async function resumeTexts(userToken: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/django/api/accounts/users/me/export/`, {
    headers: { authorization: `Bearer ${userToken}` },
  });
  const body = (await res.json()) as { resumes: Array<{ title: string; text: string }> };
  return Object.fromEntries(body.resumes.map((resume) => [resume.title, resume.text]));
}

function expectServerHealthy(report: ProbeReport) {
  expect(report.healthChecks).toBeGreaterThan(3);
  expect(report.failures).toBe(0);
  // Not a latency target (the figure is printed): a parse on the event loop blocked /healthz for
  // the whole upload (32 s before readers ran elsewhere); 2 s tells that apart from a busy 2-core
  // machine, where a healthy server was seen answering in 0.5–0.7 s.
  expect(report.maxHealthMs).toBeLessThan(2_000);
  expect(report.maxRss).toBeLessThan(1024 * MB);
  expect(child.exitCode).toBeNull();
}

const report = (label: string, uploads: Array<{ ms: number }>, probe: ProbeReport) =>
  console.log(
    `${label}: uploads answered in ${uploads.map((u) => Math.round(u.ms)).join(', ')} ms; ` +
      `max /healthz ${Math.round(probe.maxHealthMs)} ms over ${probe.healthChecks} checks; ` +
      `max server RSS ${Math.round(probe.maxRss / MB)} MB`,
  );

describe('hostile uploads', () => {
  it('refuses the DOCX whose zip hides a 150 MB document behind a gap, and keeps serving', async () => {
    const gap = await buildGapDocx(150 * MB);
    const { uploads, ...probe } = await uploadAtOnce([{ bytes: gap, name: 'gap.docx', type: DOCX_MIME }]);
    report('gap DOCX', uploads, probe);
    expect(uploads.map((u) => [u.status, u.body])).toEqual([[400, { file: [resumeFileMessages.wrongType] }]]);
    expectServerHealthy(probe);
    // Still serving uploads after it.
    const after = await uploadAtOnce([
      { bytes: buildPdf('After the gap'), name: 'after.pdf', type: 'application/pdf' },
    ]);
    expect(after.uploads.map((u) => [u.status, u.body.text_read])).toEqual([[201, true]]);
  }, 60_000);

  it('refuses DOCX zip bombs (~400 KB, 128 MB inflated; two lie about it) in plain words', async () => {
    const honest = await buildZipBombDocx(128 * MB);
    const liar = await buildZipBombDocx(128 * MB, 4 * MB);
    const files = [honest, liar, liar].map((bytes, i) => ({ bytes, name: `bomb${i}.docx`, type: DOCX_MIME }));
    const { uploads, ...probe } = await uploadAtOnce(files);
    report('DOCX zip bombs', uploads, probe);
    for (const upload of uploads) {
      expect([upload.status, upload.body]).toEqual([400, { file: [resumeFileMessages.unsafe] }]);
      expect(upload.ms).toBeLessThan(10_000);
    }
    expectServerHealthy(probe);
  }, 60_000);

  it('refuses slow PDFs (280 KB, ~13 s of pdf.js each) while another user’s resume gets its text', async () => {
    const other = await register('grace@example.com');
    const files: Upload[] = Array.from({ length: 3 }, (_, i) => ({
      // Twice the reader's 6 s of processor time at least, so each is refused however fast the machine.
      bytes: buildSlowPdf(4_000_000, 'abcdefghijklmnop'),
      name: `slow${i}.pdf`,
      type: 'application/pdf',
    }));
    files.push({
      bytes: buildPdf('Grace Hopper, compilers'),
      name: 'grace.pdf',
      type: 'application/pdf',
      token: other,
      delayMs: 500,
    });
    const before = rss(child.pid!);
    const { uploads, ...probe } = await uploadAtOnce(files);
    report('slow PDFs and a normal resume', uploads, probe);
    const [normal] = uploads.splice(3, 1);
    expect([normal!.status, normal!.body.text_read]).toEqual([201, true]);
    expect(await resumeTexts(other)).toEqual({ grace: 'Grace Hopper, compilers' });
    // One user's documents take turns: each is stopped at its processor time limit and refused.
    for (const upload of uploads)
      expect([upload.status, upload.body]).toEqual([400, { file: [resumeFileMessages.unsafe] }]);
    expectServerHealthy(probe);
    // Each reader's memory went with its process: the server itself hardly grew.
    expect(rss(child.pid!) - before).toBeLessThan(200 * MB);
  }, 90_000);
});
