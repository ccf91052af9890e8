import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type Database } from '@/db/client';
import { createFeedback } from '@/db/repositories/feedback';
import { createUser, findUserByEmail } from '@/db/repositories/users';
import { creditLedger } from '@/db/schema';
import { layoutMessage } from '@/services/mail/layout';
import { createMailer } from '@/services/mail/mailer';
import { createScratchDatabase } from '@test/helpers/scratch-postgres';

const serverDir = path.resolve(__dirname, '../../..');
const tsx = path.join(serverDir, 'node_modules/.bin/tsx');
const serverUrl = process.env.TEST_DATABASE_URL;

const RUN_LIMIT_MS = 150_000;
// A test runs the CLI up to three times over; each may take a loaded machine's cold start.
jest.setTimeout(3 * RUN_LIMIT_MS);

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `tsx src/cli.ts …` in an empty directory (no .env), with only the variables given. */
function cli(args: string[], env: Record<string, string>): Promise<Outcome> {
  const cwd = mkdtempSync(path.join(os.tmpdir(), 'cli-cwd-'));
  // tsx looks for the tsconfig (its `@/` paths) in the working directory: named here, as this one is empty.
  const child = spawn(
    tsx,
    ['--tsconfig', path.join(serverDir, 'tsconfig.json'), path.join(serverDir, 'src/cli.ts'), ...args],
    {
      cwd,
      // Generated keys would go to this run's own config folder, never the real home's.
      env: { PATH: process.env.PATH ?? '', HOME: cwd, XDG_CONFIG_HOME: path.join(cwd, 'config'), ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // A backstop against a hang only: a cold `tsx` start took up to a minute on a loaded 2-core machine.
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_LIMIT_MS);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

function expectRefusal(outcome: Outcome, message: string | RegExp) {
  expect(outcome.code).toBe(1);
  expect(outcome.stdout).toBe('');
  expect(outcome.stderr).toEqual(typeof message === 'string' ? expect.stringContaining(message) : expect.any(String));
  if (message instanceof RegExp) expect(outcome.stderr).toMatch(message);
  expect(outcome.stderr).not.toMatch(/^\s+at /m); // no stack trace
}

/**
 * The database the CLI is pointed at: a fresh PostgreSQL database when TEST_DATABASE_URL is set
 * (as the server suite runs twice), else PGlite files in a temporary DATA_DIR. PGlite admits one
 * process at a time, so the test opens it only between CLI runs.
 */
interface Backend {
  env: Record<string, string>;
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
}

async function createBackend(): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cli-data-'));
  if (!serverUrl) {
    return {
      // The test creates the database itself: the CLI is given its key, as an operator would.
      env: { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('hex') },
      async withDatabase(work) {
        const database = await openDatabase({ dataDir });
        try {
          return await work(database);
        } finally {
          await database.close();
        }
      },
      dispose: async () => undefined,
    };
  }
  const scratch = await createScratchDatabase(serverUrl, 'cli_test');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir, poolSize: 2 });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    withDatabase: (work) => work(database),
    async dispose() {
      await database.close();
      await scratch.drop();
    },
  };
}

describe(`operator CLI on ${serverUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  let backend: Backend;
  let adaId: number;
  beforeAll(async () => {
    backend = await createBackend();
    adaId = await backend.withDatabase(async ({ db }) => {
      const ada = await createUser(db, {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'L',
        passwordHash: 'x',
        credits: 10,
      });
      const bob = await createUser(db, {
        email: 'bob@example.com',
        firstName: 'B',
        lastName: 'B',
        passwordHash: 'x',
        credits: 0,
      });
      await createFeedback(db, ada!.id, 'oldest feedback');
      await createFeedback(db, bob!.id, 'middle feedback');
      await createFeedback(db, ada!.id, 'newest feedback\nsecond line');
      return ada!.id;
    });
  });
  afterAll(() => backend?.dispose());

  it('credits grant adds n credits with a ledger row and prints the new balance', async () => {
    const outcome = await cli(['credits', 'grant', ' ADA@Example.com ', '5'], backend.env);
    expect(outcome).toEqual({
      code: 0,
      stdout: 'Granted 5 credits to ada@example.com. New balance: 15.\n',
      stderr: '',
    });
    await backend.withDatabase(async ({ db }) => {
      expect((await findUserByEmail(db, 'ada@example.com'))!.credits).toBe(15);
      const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, adaId));
      expect(rows).toEqual([expect.objectContaining({ delta: 5, reason: 'operator_grant', balanceAfter: 15 })]);
    });
  });

  it('credits show prints the balance and the last ledger rows, newest first', async () => {
    const outcome = await cli(['credits', 'show', 'ada@example.com'], backend.env);
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toBe('');
    const lines = outcome.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`ada@example.com (user ${adaId}): 15 credits`);
    expect(lines[1]).toBe('Last 1 change, newest first (UTC):');
    expect(lines[2]).toMatch(/^when\s+delta\s+balance\s+reason\s+reference$/);
    expect(lines[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+\+5\s+15\s+operator_grant$/);
    expect(lines).toHaveLength(4);
  });

  it('feedback list prints the newest feedback first, limited, with who sent it', async () => {
    const outcome = await cli(['feedback', 'list', '--limit', '2'], backend.env);
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toBe('');
    const lines = outcome.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^#\d+ {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC {2}ada@example\.com$/);
    expect(lines.slice(1, 3)).toEqual(['    newest feedback', '    second line']);
    expect(lines[3]).toMatch(/ bob@example\.com$/);
    expect(lines[4]).toBe('    middle feedback');
    expect(outcome.stdout).not.toContain('oldest');
  });

  it('refuses an unknown email with exit code 1 and changes nothing', async () => {
    expectRefusal(
      await cli(['credits', 'grant', 'nobody@example.com', '3'], backend.env),
      'No user with the email "nobody@example.com".',
    );
    expectRefusal(await cli(['credits', 'show', 'nobody@example.com'], backend.env), 'No user with the email');
    await backend.withDatabase(async ({ db }) => {
      expect((await findUserByEmail(db, 'ada@example.com'))!.credits).toBe(15);
    });
  });

  // These are refused before the database is opened, so they may run side by side.
  it('refuses a bad command or argument with exit code 1 and a clear line', async () => {
    const [unknown, none, zero, negative, word, extra, badLimit] = await Promise.all([
      cli(['credits', 'take', 'ada@example.com', '1'], backend.env),
      cli([], backend.env),
      cli(['credits', 'grant', 'ada@example.com', '0'], backend.env),
      cli(['credits', 'grant', 'ada@example.com', '-4'], backend.env),
      cli(['credits', 'grant', 'ada@example.com', 'ten'], backend.env),
      cli(['credits', 'grant', 'ada@example.com', '1', '2'], backend.env),
      cli(['feedback', 'list', '--limit', '0'], backend.env),
    ]);
    expectRefusal(
      unknown,
      /^Unknown command: credits take ada@example\.com 1\n\nUsage: pnpm --filter server cli <command>/,
    );
    expectRefusal(none, /^Usage: pnpm --filter server cli <command>/);
    expectRefusal(zero, 'n must be a whole number from 1 to 1000000 (got "0").');
    expectRefusal(negative, 'n must be a whole number from 1 to 1000000 (got "-4").');
    expectRefusal(word, 'n must be a whole number from 1 to 1000000 (got "ten").');
    expectRefusal(extra, 'Usage: credits grant <email> <n>');
    expectRefusal(badLimit, '--limit must be a whole number from 1 to 10000 (got "0").');
    await backend.withDatabase(async ({ db }) => {
      expect((await findUserByEmail(db, 'ada@example.com'))!.credits).toBe(15);
    });
  });

  // An option-like word was once taken for an email or a file name; now it is refused as an option.
  it('refuses an unknown option, an option without its value and a missing argument, with the usage', async () => {
    const [grantOption, listOption, showOption, noValue, noAmount, noEmail] = await Promise.all([
      cli(['credits', 'grant', '--force', '5'], backend.env),
      cli(['feedback', 'list', '--verbose'], backend.env),
      cli(['mail', 'show', '--raw'], backend.env),
      cli(['feedback', 'list', '--limit'], backend.env),
      cli(['credits', 'grant', 'ada@example.com'], backend.env),
      cli(['credits', 'show'], backend.env),
    ]);
    expectRefusal(grantOption, /^Unknown option --force\.\n\nUsage: credits grant <email> <n>\n$/);
    expectRefusal(listOption, /^Unknown option --verbose\.\n\nUsage: feedback list \[--limit N\]\n$/);
    expectRefusal(showOption, /^Unknown option --raw\.\n\nUsage: mail show <file>/);
    expectRefusal(noValue, /^--limit needs a value\.\n\nUsage: feedback list \[--limit N\]\n$/);
    expectRefusal(noAmount, /^Missing <n>\.\n\nUsage: credits grant <email> <n>\n$/);
    expectRefusal(noEmail, /^Missing <email>\.\n\nUsage: credits show <email>\n$/);
  });

  it('prints a command’s usage for --help, and the list of commands for help', async () => {
    const [grantHelp, listHelp, help] = await Promise.all([
      cli(['credits', 'grant', '--help'], backend.env),
      cli(['feedback', 'list', '-h'], backend.env),
      cli(['help'], backend.env),
    ]);
    expect(grantHelp).toEqual({ code: 0, stdout: 'Usage: credits grant <email> <n>\n', stderr: '' });
    expect(listHelp).toEqual({ code: 0, stdout: 'Usage: feedback list [--limit N]\n', stderr: '' });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(
      /^Usage: pnpm --filter server cli <command>\n\nCommands:\n {2}credits grant <email> <n>/,
    );
  });

  it('refuses a bad configuration with the same message as the server', async () => {
    expectRefusal(
      await cli(['feedback', 'list'], { ...backend.env, DATABASE_URL: 'mysql://x' }),
      'DATABASE_URL: expected a URL starting with postgres:// or postgresql://',
    );
  });
});

describe('operator CLI while the server holds the embedded database', () => {
  it('refuses with the lock message, naming the process', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cli-locked-'));
    const held = await openDatabase({ dataDir }); // this test process stands in for the server
    try {
      const outcome = await cli(['credits', 'show', 'ada@example.com'], {
        DATA_DIR: dataDir,
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      });
      expectRefusal(outcome, `The embedded database is in use by process ${process.pid}.`);
      expect(outcome.stderr.startsWith('The embedded database is in use by process')).toBe(true);
    } finally {
      await held.close();
    }
  });
});

describe('operator CLI: the mail outbox', () => {
  it('mail list prints the messages newest first and mail show one of them, while the server holds the database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cli-mail-'));
    const env = { DATA_DIR: dataDir, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    expect(await cli(['mail', 'list'], env)).toEqual({
      code: 0,
      stdout: `The outbox is empty (${path.join(dataDir, 'outbox')}).\n`,
      stderr: '',
    });

    const held = await openDatabase({ dataDir }); // the server's lock: these commands do not need it
    try {
      const mailer = createMailer({
        mail: { from: 'JobPilot <no-reply@localhost>', outboxDir: path.join(dataDir, 'outbox') },
        log: pino({ level: 'silent' }),
      });
      const content = (subject: string) => layoutMessage('http://127.0.0.1:8000', { subject, paragraphs: ['Hello.'] });
      const older = await mailer.send({ to: 'ada@example.com', ...content('First message') });
      const newer = await mailer.send({ to: 'bob@example.com', ...content('Zweite Nachricht – grüße') });
      const fileOf = (receipt: typeof older) => path.basename((receipt as { location: string }).location);

      const listed = await cli(['mail', 'list'], env);
      expect(listed.code).toBe(0);
      expect(listed.stderr).toBe('');
      const lines = listed.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^Date \(UTC\)\s+To\s+Subject\s+File$/);
      expect(lines[1]).toMatch(
        new RegExp(
          `^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\s+bob@example\\.com\\s+Zweite Nachricht – grüße\\s+${fileOf(newer)}$`,
        ),
      );
      expect(lines[2]).toMatch(new RegExp(`\\s+ada@example\\.com\\s+First message\\s+${fileOf(older)}$`));
      expect(lines.slice(3)).toEqual(['', `2 messages in ${path.join(dataDir, 'outbox')}`]);

      const shown = await cli(['mail', 'show', fileOf(older)], env);
      expect(shown.code).toBe(0);
      expect(shown.stdout).toMatch(/^Date: {4}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\n/);
      expect(shown.stdout).toContain(
        'From:    "JobPilot" <no-reply@localhost>\nTo:      ada@example.com\nSubject: First message\n\nHello.',
      );
      expect(shown.stdout).toContain('http://127.0.0.1:8000');

      expectRefusal(await cli(['mail', 'show', '../../etc/passwd'], env), 'No message passwd in');
      expectRefusal(await cli(['mail', 'list', 'extra'], env), 'Usage: mail list');
    } finally {
      await held.close();
    }
  });
});
