import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { startSandbox, scenarioSchema, type RunningSandbox } from 'linkedin-sandbox';
import { openDatabase, type Database } from '@/db/client';
import { creditLedger } from '@/db/schema';
import { createBotUser } from '@test/helpers/bot-user';
import { applicationsOf, EXTRA, posting, RESUME_TEXT, waitForRunEnd } from '@test/helpers/bot-harness';
import { createScratchDatabase } from '@test/helpers/scratch-postgres';
import { startTestApp, testConfig, type TestApp } from '@test/helpers/test-app';

// `server worker` processes on BullMQ: one is killed with SIGKILL in the middle of a run, another
// takes the search over; nothing is submitted or charged twice. Needs PostgreSQL and Redis (the
// workers are other processes), so it runs only when TEST_REDIS_URL and TEST_DATABASE_URL are set.
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = process.env.TEST_DATABASE_URL;
const describeWithRedis = redisUrl && postgresUrl ? describe : describe.skip;

describeWithRedis('BullMQ workers', () => {
  let sandbox: RunningSandbox;
  let t: TestApp;
  let scratch: { url: string; drop(): Promise<void> };
  const workers: ChildProcess[] = [];
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'jobpilot-workers-'));

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      scenario: scenarioSchema.parse({ jobs: ['701', '702', '703', '704', '705', '706'].map((id) => posting(id)) }),
    });
    scratch = await createScratchDatabase(postgresUrl!, 'test');
    const database: Database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'memory://', poolSize: 10 });
    const base = testConfig();
    t = await startTestApp(
      {
        redisUrl,
        bot: {
          ...base.bot,
          linkedinBaseUrl: sandbox.url,
          queuePrefix: `jobpilot-test-${randomBytes(4).toString('hex')}`,
        },
      },
      { database },
    );
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await t?.close();
    await scratch?.drop();
    await sandbox?.close();
  });

  /** A `server worker` process configured like the API (same database, Redis, keys and queue). */
  function startWorker(name: string): ChildProcess {
    const { config } = t;
    const worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: path.resolve(__dirname, '../../..'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl,
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), `jobpilot-${name}-`)),
        ENCRYPTION_KEY: config.encryptionKey.toString('hex'),
        SECRET_KEY: config.secretKey,
        LIVE_APP_ID: config.live.appId,
        LIVE_KEY: config.live.key,
        LIVE_SECRET: config.live.secret,
        LIVE_REDIS_CHANNEL: config.liveRedisChannel,
        LINKEDIN_BASE_URL: sandbox.url,
        BOT_QUEUE_PREFIX: config.bot.queuePrefix,
        BOT_PACING: 'none',
        BOT_CONCURRENCY: '1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(logDir, `${name}.log`));
    worker.stdout!.pipe(log);
    worker.stderr!.pipe(log);
    workers.push(worker);
    return worker;
  }

  async function submissions(): Promise<Array<{ jobId: string }>> {
    return (await fetch(`${sandbox.url}/__sandbox/submissions`)).json() as Promise<Array<{ jobId: string }>>;
  }

  it('a worker killed with SIGKILL mid-run: another finishes the search, nothing submitted or charged twice', async () => {
    const u = await createBotUser(t, {
      linkedin: { username: `kill-${Date.now()}@example.com`, password: 'worker-pass' },
      resumeText: RESUME_TEXT,
      extra: EXTRA,
      preference: { max_jobs: 5 },
    });
    const first = startWorker('first');
    const res = await t.request('POST', `/django/api/job-search/${u.searchId}/start/`, { token: u.token });
    expect(res.status).toBe(200);

    // Kill the first worker once it has submitted at least one application.
    const deadline = Date.now() + 60_000;
    while ((await submissions()).length < 1) {
      if (Date.now() > deadline) throw new Error(`no submission within 60 s; worker logs in ${logDir}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    first.kill('SIGKILL');
    startWorker('second');

    const search = await waitForRunEnd(t, u.token, u.searchId, 120_000);
    expect(search).toMatchObject({ status: 'completed', num_applied_jobs: 5 });
    const jobIds = (await submissions()).map((s) => s.jobId);
    expect(new Set(jobIds).size).toBe(jobIds.length);
    expect(jobIds).toHaveLength(5);
    const applied = (await applicationsOf(t, u.token, u.searchId)).filter((a) => a.status === 'applied');
    expect(applied).toHaveLength(5);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, u.user.id), eq(creditLedger.reason, 'job_applied')));
    expect(ledger).toHaveLength(applied.length);
    const me = await t.request('GET', '/django/api/accounts/users/me/', { token: u.token });
    expect(me.body.credits).toBe(10 - 5);
  }, 180_000);
});
