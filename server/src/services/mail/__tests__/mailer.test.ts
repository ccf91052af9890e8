import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '@/app';
import type { MailConfig } from '@/config';
import { openTestDatabase } from '@test/helpers/test-database';
import { testConfig } from '@test/helpers/test-app';
import { layoutMessage } from '../layout';
import { createMailer } from '../mailer';

const PUBLIC_URL = 'https://jobs.example.com';
const FROM = 'JobPilot <no-reply@jobs.example.com>';

/** A pino logger whose lines the test reads. */
function recordingLog() {
  const lines: Array<Record<string, any>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const message = () =>
  layoutMessage(PUBLIC_URL, {
    subject: 'Your search "Engineer in Berlin" ended',
    paragraphs: ['It applied to 2 jobs & skipped <1>.'],
    list: ['What is your notice period?'],
    action: { label: 'See the search', path: '/job-search/7' },
  });

/**
 * A real SMTP server (the smtp-server package) on a free local port, requiring a login as a
 * provider's would. The gap: no TLS (STARTTLS is not offered), and nothing leaves this machine.
 */
async function startSmtpServer() {
  const received: Array<{ from: string; to: string[]; mail: ParsedMail; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        void simpleParser(raw).then((mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
            raw: raw.toString(),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mailer over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers the message with its headers, plain-text and HTML parts', async () => {
    const { log, lines } = recordingLog();
    const mail: MailConfig = {
      smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
      from: FROM,
      outboxDir: '/nonexistent',
    };
    const mailer = createMailer({ mail, log });
    expect(mailer.via).toBe('smtp');
    expect(mailer.destination).toBe(`127.0.0.1:${smtp.port}`); // never the password

    const receipt = await mailer.send({ to: 'ada@example.com', ...message() });
    mailer.close();

    expect(receipt).toMatchObject({ sent: true, via: 'smtp' });
    expect(smtp.received).toHaveLength(1);
    const [{ from, to, mail: parsed }] = smtp.received as [(typeof smtp.received)[number]];
    expect(from).toBe('no-reply@jobs.example.com');
    expect(to).toEqual(['ada@example.com']);
    expect(parsed.from?.value).toEqual([{ name: 'JobPilot', address: 'no-reply@jobs.example.com' }]);
    expect((parsed.to as { text: string }).text).toBe('ada@example.com');
    expect(parsed.subject).toBe('Your search "Engineer in Berlin" ended');
    expect(parsed.messageId).toBe((receipt as { messageId: string }).messageId);
    expect(parsed.text).toContain('It applied to 2 jobs & skipped <1>.');
    expect(parsed.text).toContain('- What is your notice period?');
    expect(parsed.text).toContain('See the search: https://jobs.example.com/job-search/7');
    expect(parsed.text).toContain('JobPilot');
    expect(parsed.html).toContain('It applied to 2 jobs &amp; skipped &lt;1&gt;.');
    expect(parsed.html).toContain('<li>What is your notice period?</li>');
    expect(parsed.html).toContain('<a href="https://jobs.example.com/job-search/7">See the search</a>');
    expect(JSON.stringify(lines)).not.toContain('s3cret');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'mail sent', to: 'ada@example.com' }));
  });

  it('a refused login is logged and answered as not sent, never thrown', async () => {
    const { log, lines } = recordingLog();
    const mail: MailConfig = {
      smtpUrl: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`,
      from: FROM,
      outboxDir: '/nonexistent',
    };
    const mailer = createMailer({ mail, log });
    const before = smtp.received.length;
    const receipt = await mailer.send({ to: 'ada@example.com', ...message() });
    mailer.close();
    expect(receipt).toMatchObject({
      sent: false,
      via: 'smtp',
      error: expect.stringMatching(/Invalid username or password/),
    });
    expect(smtp.received).toHaveLength(before);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'mail could not be sent', to: 'ada@example.com' }),
    );
  });
});

describe('mailer when the SMTP server is down', () => {
  it('logs the failure and answers not sent, so the caller carries on', async () => {
    // Find a port nothing listens on: take one, then let it go.
    const probe = await startSmtpServer();
    const port = probe.port;
    await probe.close();
    const { log, lines } = recordingLog();
    const mailer = createMailer({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM, outboxDir: '/nonexistent' },
      log,
    });
    const receipt = await mailer.send({ to: 'ada@example.com', ...message() });
    mailer.close();
    expect(receipt).toEqual({ sent: false, via: 'smtp', error: expect.stringMatching(/ECONNREFUSED/) });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail could not be sent', err: expect.stringMatching(/ECONNREFUSED/) }),
    );
  });
});

describe('mailer without SMTP_URL (the outbox)', () => {
  it('writes each message as a parseable .eml file, owner-only, and logs the file', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'outbox-test-')), 'outbox');
    const { log, lines } = recordingLog();
    const mailer = createMailer({ mail: { from: FROM, outboxDir }, log });
    expect(mailer).toMatchObject({ via: 'outbox', destination: outboxDir });

    const first = await mailer.send({ to: 'ada@example.com', ...message() });
    const second = await mailer.send({ to: 'grace@example.com', ...message() });
    mailer.close();

    expect(readdirSync(outboxDir).sort()).toHaveLength(2);
    expect(first).toMatchObject({ sent: true, via: 'outbox', location: expect.stringMatching(/\.eml$/) });
    const file = (first as { location: string }).location;
    expect(path.dirname(file)).toBe(outboxDir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((second as { location: string }).location).not.toBe(file);

    const parsed = await simpleParser(readFileSync(file));
    expect(parsed.from?.value).toEqual([{ name: 'JobPilot', address: 'no-reply@jobs.example.com' }]);
    expect((parsed.to as { text: string }).text).toBe('ada@example.com');
    expect(parsed.subject).toBe('Your search "Engineer in Berlin" ended');
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.text).toContain('See the search: https://jobs.example.com/job-search/7');
    expect(parsed.html).toContain('<a href="https://jobs.example.com/job-search/7">See the search</a>');

    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'mail written to the outbox', file, to: 'ada@example.com' }),
    );
  });

  it('a folder it cannot write is logged and answered as not sent', async () => {
    const blocker = path.join(mkdtempSync(path.join(os.tmpdir(), 'outbox-test-')), 'a-file');
    writeFileSync(blocker, 'not a folder');
    const { log, lines } = recordingLog();
    const mailer = createMailer({ mail: { from: FROM, outboxDir: path.join(blocker, 'outbox') }, log });
    const receipt = await mailer.send({ to: 'ada@example.com', ...message() });
    expect(receipt).toMatchObject({ sent: false, via: 'outbox' });
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'mail could not be sent' }));
  });
});

describe('app.mailer', () => {
  it('the server says at start that mail goes to the outbox, and where', async () => {
    const lines: Array<Record<string, any>> = [];
    const database = await openTestDatabase();
    const config = testConfig({ logLevel: 'info' });
    const app = await buildApp({
      config,
      database,
      logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } },
    });
    try {
      expect(app.mailer.via).toBe('outbox');
      expect(lines).toContainEqual(
        expect.objectContaining({
          outbox: path.join(config.dataDir, 'outbox'),
          msg: expect.stringContaining('outbox'),
        }),
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
