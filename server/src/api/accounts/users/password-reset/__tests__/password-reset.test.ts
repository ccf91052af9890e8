import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { passwordMessages, passwordResetMessages } from '@app/shared/contract';
import { buildApp } from '@/app';
import { createResetToken } from '@/db/repositories/password-reset-tokens';
import { passwordResetTokens, users } from '@/db/schema';
import { workAfterAnswersDone } from '@/services/after-answer';
import { listOutbox, readOutboxMessage } from '@/services/mail/outbox';
import { expectThrottled, startBehindProxy } from '@test/helpers/throttling';
import { startTestApp, testConfig, type ApiResponse, type SignedInUser, type TestApp } from '@test/helpers/test-app';
import { openTestDatabase } from '@test/helpers/test-database';

const API = '/django/api';
const RESET = `${API}/accounts/users/password-reset/`;
const CONFIRM = `${API}/accounts/users/password-reset/confirm/`;
const NEW_PASSWORD = 'a brand new password';
const LINK_NOT_VALID = { token: [passwordResetMessages.linkNotValid] };

const uniqueEmail = (tag: string) => `${tag}-${randomBytes(4).toString('hex')}@example.com`;

function api(t: TestApp) {
  const from = (address?: string) => (address ? { 'x-forwarded-for': address } : undefined);
  return {
    askReset: (email: string, address?: string) =>
      t.request('POST', RESET, { body: { email }, headers: from(address) }),
    confirm: (token: string, password = NEW_PASSWORD) => t.request('POST', CONFIRM, { body: { token, password } }),
    login: (email: string, password: string) =>
      t.request('POST', `${API}/accounts/users/login/`, { body: { email, password } }),
    me: (token: string) => t.request('GET', `${API}/accounts/users/me/`, { token }),
    refresh: (refresh: string) => t.request('POST', `${API}/accounts/token/refresh/`, { body: { refresh } }),
    /** The reset mails sent to `email` (the outbox, no SMTP_URL), once the work after the answers is done. */
    async mailsTo(email: string) {
      await workAfterAnswersDone(t.app);
      const entries = (await listOutbox(t.config.mail.outboxDir)).filter((entry) => entry.to.includes(email));
      return Promise.all(entries.map((entry) => readOutboxMessage(entry.file)));
    },
    /** The reset links in those mails. */
    async linksTo(email: string): Promise<URL[]> {
      return (await this.mailsTo(email)).map((mail) => {
        const link = /https?:\/\/\S+\/reset-password#token=[\w-]+/.exec(mail.text ?? '')?.[0];
        if (!link) throw new Error(`no reset link in the mail to ${email}:\n${mail.text}`);
        return new URL(link);
      });
    },
  };
}
const tokenOf = (link: URL) => new URLSearchParams(link.hash.slice(1)).get('token')!;

function expectRequested(res: ApiResponse) {
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ detail: passwordResetMessages.requested });
}

describe('password reset', () => {
  let t: TestApp;
  let call: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await startTestApp();
    call = api(t);
  });
  afterAll(() => t.close());

  it('mails a one-hour link; it sets the new password and ends every session', async () => {
    const u = await t.registerUser();
    const other = (await call.login(u.user.email, u.password)).body; // a second device
    expectRequested(await call.askReset(u.user.email.toUpperCase()));

    const [link, ...more] = await call.linksTo(u.user.email);
    expect(more).toHaveLength(0);
    expect(link!.origin).toBe(t.config.publicUrl);
    expect(link!.pathname).toBe('/reset-password');
    expect(link!.search).toBe(''); // the token is in the fragment, which no request carries
    const [mail] = await call.mailsTo(u.user.email);
    expect(mail!.subject).toBe('Reset your JobPilot password');
    expect(mail!.text).toContain('The link works once, for 1 hour.');
    expect(mail!.html).toContain(`<a href="${link!.href}">Choose a new password</a>`);

    // Only the token's SHA-256 is stored, valid for an hour.
    const token = tokenOf(link!);
    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, u.user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(3590_000);
    expect(lifetime).toBeLessThanOrEqual(3600_000 + 1000);

    const done = await call.confirm(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ detail: passwordResetMessages.changed });

    for (const access of [u.token, other.token]) expect((await call.me(access)).status).toBe(401);
    for (const refresh of [u.refresh_token, other.refresh_token])
      expect((await call.refresh(refresh)).status).toBe(401);
    expect((await call.login(u.user.email, u.password)).status).toBe(401);
    const signedIn = await call.login(u.user.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await call.me(signedIn.body.token)).body).toEqual(u.user);

    // Single use.
    const again = await call.confirm(token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(LINK_NOT_VALID);
    expect((await call.login(u.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown email exactly as a known one, and mails nothing', async () => {
    const known = await t.registerUser();
    const nobody = uniqueEmail('nobody');
    const [forKnown, forNobody] = [await call.askReset(known.user.email), await call.askReset(nobody)];
    expectRequested(forKnown);
    expectRequested(forNobody);
    expect(forNobody.text).toBe(forKnown.text);
    expect(await call.linksTo(nobody)).toHaveLength(0);
    expect(await call.linksTo(known.user.email)).toHaveLength(1);
  });

  it('answers before it looks the email up, so its time cannot tell a known email from an unknown one', async () => {
    const known = await t.registerUser();
    // The users table locked against every reader: a request that looked the email up before
    // answering would wait here until the lock goes.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      const answers = await Promise.all([call.askReset(known.user.email), call.askReset(uniqueEmail('nobody'))]);
      answers.forEach(expectRequested);
    } finally {
      release();
      await holding;
    }
    // The lookup and the mail followed once the table was free.
    expect(await call.linksTo(known.user.email)).toHaveLength(1);
  });

  it('a new password uses up the other links the user was sent', async () => {
    const u = await t.registerUser();
    expectRequested(await call.askReset(u.user.email));
    expectRequested(await call.askReset(u.user.email));
    const [first, second] = await call.linksTo(u.user.email);
    expect(tokenOf(first!)).not.toBe(tokenOf(second!));
    expect((await call.confirm(tokenOf(second!))).status).toBe(200);
    const stale = await call.confirm(tokenOf(first!), 'another new password');
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(LINK_NOT_VALID);
    expect((await call.login(u.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('kills a link mailed before a password change made on the profile', async () => {
    const u = await t.registerUser();
    expectRequested(await call.askReset(u.user.email));
    const [link] = await call.linksTo(u.user.email);
    const changed = await t.request('POST', `${API}/accounts/users/update-profile/`, {
      token: u.token,
      body: { first_name: 'A', last_name: 'B', current_password: u.password, password: 'changed on the profile' },
    });
    expect(changed.status).toBe(200);
    const stale = await call.confirm(tokenOf(link!));
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual(LINK_NOT_VALID);
    expect((await call.login(u.user.email, 'changed on the profile')).status).toBe(200);
  });

  it('lets one of two confirmations racing with one link win', async () => {
    const u = await t.registerUser();
    expectRequested(await call.askReset(u.user.email));
    const [link] = await call.linksTo(u.user.email);
    const answers = await Promise.all([
      call.confirm(tokenOf(link!), 'first racer password'),
      call.confirm(tokenOf(link!), 'second racer password'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first racer password' : 'second racer password';
    expect((await call.login(u.user.email, winner)).status).toBe(200);
  });

  it('mails nothing to a deactivated account, and answers the same', async () => {
    const u = await t.registerUser();
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, u.user.id));
    expectRequested(await call.askReset(u.user.email));
    expect(await call.mailsTo(u.user.email)).toHaveLength(0);
  });

  it('refuses an expired link with the same words, and changes nothing', async () => {
    const u = await t.registerUser();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await createResetToken(t.database.db, { userId: u.user.id, tokenHash, expiresAt: new Date(Date.now() - 1000) });
    const res = await call.confirm(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(LINK_NOT_VALID);
    expect((await call.login(u.user.email, u.password)).status).toBe(200);
    expect((await call.me(u.token)).status).toBe(200);
  });

  it('refuses a token it never issued with the same words', async () => {
    for (const token of [randomBytes(32).toString('base64url'), 'x', 'not/a token at all?']) {
      const res = await call.confirm(token);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(LINK_NOT_VALID);
    }
  });

  it("refuses a weak password with register's words, and the link still works", async () => {
    const u = await t.registerUser();
    expectRequested(await call.askReset(u.user.email));
    const [link] = await call.linksTo(u.user.email);
    const weak = await call.confirm(tokenOf(link!), 'short');
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ password: [passwordMessages.tooShort] });
    expect((await call.login(u.user.email, u.password)).status).toBe(200);
    expect((await call.confirm(tokenOf(link!))).status).toBe(200);
  });

  it.each([
    ['an empty body', {}, { email: ['This field is required.'] }],
    ['an invalid email', { email: 'ada@' }, { email: ['Enter a valid email address.'] }],
    ['an email that is not text', { email: 42 }, { email: [expect.any(String)] }],
    ['a blank email', { email: '  ' }, { email: [expect.any(String)] }],
  ])('answers a reset request with %s 400 naming the field', async (_, body, expected) => {
    const res = await t.request('POST', RESET, { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected);
  });

  it.each([
    ['an empty body', {}, ['token', 'password']],
    ['a token that is not text', { token: 12, password: NEW_PASSWORD }, ['token']],
    ['a blank token', { token: '', password: NEW_PASSWORD }, ['token']],
    ['a token longer than any link', { token: 'a'.repeat(201), password: NEW_PASSWORD }, ['token']],
    ['a password that is not text', { token: 'abc', password: ['x'] }, ['password']],
  ])('answers a confirmation with %s 400 naming the fields', async (_, body, fields) => {
    const res = await t.request('POST', CONFIRM, { body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual([...fields].sort());
  });

  it.each([RESET, CONFIRM])('answers malformed JSON on %s with 400, never 500', async (url) => {
    const res = await t.request('POST', url, { raw: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/^JSON parse error - /);
  });
});

describe('throttling reset requests', () => {
  const A = '203.0.113.7';
  const B = '198.51.100.23';

  it('caps the requests for one email from any address, the same whether or not it has an account', async () => {
    const t = await startBehindProxy({ perIp: 1000, perEmail: 2, windowSeconds: 60 });
    try {
      const call = api(t);
      const u: SignedInUser = await t.registerUser();
      const nobody = uniqueEmail('nobody');
      for (const email of [u.user.email, nobody]) {
        expectRequested(await call.askReset(email, A));
        expectRequested(await call.askReset(email, B));
        expectThrottled(await call.askReset(email, A), 3600);
        expectThrottled(await call.askReset(email, '192.0.2.1'), 3600);
      }
      // Another email from the same addresses goes on; the held one got no more mail.
      expectRequested(await call.askReset(uniqueEmail('other'), A));
      expect(await call.linksTo(u.user.email)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('caps the requests from one address, whatever the emails', async () => {
    const t = await startBehindProxy({ perIp: 3, perEmail: 1000, windowSeconds: 60 });
    try {
      const call = api(t);
      for (let i = 0; i < 3; i += 1) expectRequested(await call.askReset(uniqueEmail(`ip${i}`), A));
      expectThrottled(await call.askReset(uniqueEmail('fourth'), A), 60);
      expectRequested(await call.askReset(uniqueEmail('elsewhere'), B));
    } finally {
      await t.close();
    }
  });

  it('counts unknown tokens against the address', async () => {
    const t = await startBehindProxy({ perIp: 2, perEmail: 1000, windowSeconds: 60 });
    try {
      const call = api(t);
      for (let i = 0; i < 2; i += 1) expect((await call.confirm(`made-up-${i}`)).status).toBe(400);
      expectThrottled(await call.confirm('made-up-3'), 60);
    } finally {
      await t.close();
    }
  });
});

describe('logs of a reset, at level trace', () => {
  it('never hold the token nor the new password', async () => {
    let logText = '';
    const database = await openTestDatabase();
    const config = testConfig();
    const app = await buildApp({
      config,
      database,
      logger: { level: 'trace', stream: { write: (line: string) => void (logText += line) } },
    });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const post = (url: string, body: unknown) =>
        fetch(origin + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const email = uniqueEmail('logged');
      const registered = await post(`${API}/accounts/users/register/`, {
        first_name: 'Log',
        last_name: 'Safe',
        email,
        password: 'Pw-old-1f3a9c2e',
      });
      expect(registered.status).toBe(201);
      expect((await post(RESET, { email })).status).toBe(202);
      await workAfterAnswersDone(app);
      const [entry] = await listOutbox(config.mail.outboxDir);
      const mail = await readOutboxMessage(entry!.file);
      const token = /#token=([\w-]+)/.exec(mail.text ?? '')![1]!;
      const newPassword = 'Pw-new-7c0e55d1';
      expect((await post(CONFIRM, { token, password: newPassword })).status).toBe(200);

      // The capture saw the traffic and the mail, so an empty log cannot pass.
      expect(logText).toContain(CONFIRM);
      expect(logText).toContain('mail written to the outbox');
      expect(logText).not.toContain(token);
      expect(logText).not.toContain(newPassword);
    } finally {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});
