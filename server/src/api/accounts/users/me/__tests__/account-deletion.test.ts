import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable, getTableConfig, type PgColumn } from 'drizzle-orm/pg-core';
import { CURRENT_PASSWORD_INCORRECT } from '@app/shared/contract';
import { makeResumeCopyFolder } from '@/bot/resume-copies';
import * as schema from '@/db/schema';
import { recordAnswerNeeded } from '@/db/repositories/answers-needed';
import { addLedgerRow } from '@/db/repositories/credits';
import { listFeedback } from '@/db/repositories/feedback';
import { recordAttempt } from '@/db/repositories/job-application-attempts';
import { claimJob } from '@/db/repositories/job-claims';
import { startRun } from '@/db/repositories/job-search-runs';
import { listOutbox } from '@/services/mail/outbox';
import { createBotUser, type BotUser } from '@test/helpers/bot-user';
import { startTestApp, type SignedInUser, type TestApp } from '@test/helpers/test-app';

const API = '/django/api';
const ME = `${API}/accounts/users/me/`;

/**
 * Every table of the schema with the column that names its user: a table added later is checked
 * by the tests below without a change here (and fails "every table holds the user's data" until
 * the test gives the user a row in it).
 */
// Kept after a deletion on purpose, naming nobody: the hashed emails that had the sign-up credits.
const NOBODYS = new Set(['signup_credit_grants']);

const userTables: Array<{ name: string; table: PgTable; column: PgColumn }> = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !NOBODYS.has(getTableConfig(table).name))
  .map((table) => {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const name = getTableConfig(table).name;
    const column = name === 'users' ? columns.id : Object.values(columns).find((c) => c.name === 'user_id');
    if (!column) throw new Error(`table ${name} has no user_id column: say here how its rows belong to a user`);
    return { name, table, column };
  });

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function rowsOf(userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name, table, column } of userTables) {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(eq(column, userId));
    counts[name] = row!.n;
  }
  return counts;
}

/** A user with a row in every table, a running search, a page snapshot and a resume copy on disk. */
async function userWithEverything() {
  const user = await createBotUser(t);
  const token = user.token;
  const db = t.database.db;
  const userId = user.user.id;
  const ok = (res: { status: number; text: string }) => expect(res.status).toBeLessThan(300);
  ok(await t.request('POST', `${API}/jobs`, { token, body: { title: 'Backend Engineer', company: 'Acme' } }));
  ok(await t.request('POST', `${API}/accounts/users/submit-feedback/`, { token, body: { comment: 'Nice tool' } }));
  await recordAttempt(db, {
    userId,
    jobSearchId: user.searchId,
    linkedinJobId: `li-${userId}`,
    jobTitle: 'Engineer',
    companyName: 'Acme',
    jobUrl: 'https://www.linkedin.com/jobs/view/1/',
    status: 'applied',
  });
  await claimJob(db, { userId, linkedinJobId: `li-${userId}`, jobSearchId: user.searchId });
  await recordAnswerNeeded(db, userId, { label: 'Do you hold a licence?', input: 'text', options: null });
  await addLedgerRow(db, { userId, delta: 5, reason: 'grant', balanceAfter: 5 });
  await db.insert(schema.passwordResetTokens).values({
    userId,
    tokenHash: `hash-${userId}`,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  // A second session logged out: its tokens are blacklisted rows of the user.
  const login = await t.request('POST', `${API}/accounts/users/login/`, {
    body: { email: user.user.email, password: user.password },
  });
  ok(
    await t.request('POST', `${API}/accounts/users/logout/`, {
      token: login.body.token,
      body: { refresh: login.body.refresh_token },
    }),
  );
  await startRun(db, userId, user.searchId);
  const snapshots = path.join(t.config.dataDir, 'snapshots');
  mkdirSync(snapshots, { recursive: true });
  const snapshot = path.join(snapshots, `search-${user.searchId}-2026-01-01T00-00-00-000Z.html`);
  writeFileSync(snapshot, '<html></html>');
  // A page kept by a search the user deleted before (files are named by user and search).
  const earlierSnapshot = path.join(
    snapshots,
    `user-${userId}-search-${user.searchId + 100000}-2026-01-01T00-00-00-000Z.html`,
  );
  writeFileSync(earlierSnapshot, '<html></html>');
  // A mail the outbox keeps for the user (no SMTP_URL): a reset link.
  const outboxBefore = (await listOutbox(t.config.mail.outboxDir)).length;
  ok(await t.request('POST', `${API}/accounts/users/password-reset/`, { body: { email: user.user.email } }));
  while ((await listOutbox(t.config.mail.outboxDir)).length === outboxBefore)
    await new Promise((r) => setTimeout(r, 20));
  const resumeCopy = await makeResumeCopyFolder(t.config.dataDir, user.searchId);
  writeFileSync(path.join(resumeCopy, 'cv.pdf'), user.resume!.bytes);
  return { ...user, snapshot, earlierSnapshot, resumeCopy };
}

const deleteAccount = (user: SignedInUser, body: unknown) => t.request('DELETE', ME, { token: user.token, body });

describe('DELETE /accounts/users/me/', () => {
  let victim: Awaited<ReturnType<typeof userWithEverything>>;
  let bystander: Awaited<ReturnType<typeof userWithEverything>>;
  let before: Record<string, number>;
  let bystanderBefore: Record<string, number>;

  beforeAll(async () => {
    victim = await userWithEverything();
    bystander = await userWithEverything();
    before = await rowsOf(victim.user.id);
    bystanderBefore = await rowsOf(bystander.user.id);
  });

  it("holds the user's data in every table first (so the checks below can fail)", () => {
    for (const { name } of userTables) expect([name, before[name]]).toEqual([name, expect.any(Number)]);
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([]);
  });

  it.each([
    ['without a password', {}],
    ['with an empty password', { current_password: '' }],
    ['with a wrong password', { current_password: 'not the password' }],
  ])('refuses %s in the password change’s words, and deletes nothing', async (_, body) => {
    const res = await deleteAccount(victim, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ current_password: [CURRENT_PASSWORD_INCORRECT] });
    expect(await rowsOf(victim.user.id)).toEqual(before);
    expect(existsSync(victim.snapshot)).toBe(true);
  });

  it('deletes every row and file of the user, stops the session, and leaves other users alone', async () => {
    const res = await deleteAccount(victim, { current_password: victim.password });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');

    const after = await rowsOf(victim.user.id);
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(existsSync(victim.snapshot)).toBe(false);
    expect(existsSync(victim.earlierSnapshot)).toBe(false);
    expect(existsSync(victim.resumeCopy)).toBe(false);
    const mailsTo = async (email: string) =>
      (await listOutbox(t.config.mail.outboxDir)).filter((mail) => mail.to.includes(email));
    expect(await mailsTo(victim.user.email)).toEqual([]);
    expect(await mailsTo(bystander.user.email)).toHaveLength(1);

    expect(await rowsOf(bystander.user.id)).toEqual(bystanderBefore);
    expect(existsSync(bystander.snapshot)).toBe(true);
    expect(existsSync(bystander.earlierSnapshot)).toBe(true);
    expect(existsSync(bystander.resumeCopy)).toBe(true);
    const bystanderSearch = await t.request('GET', `${API}/job-search/${bystander.searchId}/`, {
      token: bystander.token,
    });
    expect(bystanderSearch.body.status).toBe('running');

    // Every token of the account stops working, and the password no longer signs in.
    expect((await t.request('GET', ME, { token: victim.token })).status).toBe(401);
    const refreshed = await t.request('POST', `${API}/accounts/token/refresh/`, {
      body: { refresh: victim.refresh_token },
    });
    expect(refreshed.status).toBe(401);
    const login = await t.request('POST', `${API}/accounts/users/login/`, {
      body: { email: victim.user.email, password: victim.password },
    });
    expect(login.status).toBe(401);
  });

  it('grants no sign-up credits to the same email registering again', async () => {
    const again = await t.request('POST', `${API}/accounts/users/register/`, {
      body: { first_name: 'A', last_name: 'B', email: victim.user.email, password: 'a fresh long password' },
    });
    expect(again.status).toBe(201);
    const me = await t.request('GET', ME, { token: again.body.token });
    expect(me.body.credits).toBe(0);
    expect(bystander.user.credits).toBe(t.config.signupCredits);
  });

  it('keeps the feedback, naming nobody', async () => {
    const rows = await listFeedback(t.database.db, 1000);
    expect(rows.filter((row) => row.email === null)).toEqual([
      expect.objectContaining({ email: null, comment: 'Nice tool' }),
    ]);
    expect(rows.filter((row) => row.email === bystander.user.email)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await t.request('DELETE', ME, { body: { current_password: 'x' } })).status).toBe(401);
  });
});

describe('wrong passwords for a deletion are throttled like logins', () => {
  let throttled: TestApp;
  let user: BotUser | SignedInUser;

  beforeAll(async () => {
    throttled = await startTestApp({ loginThrottle: { perIp: 1000, perEmail: 2, windowSeconds: 60 } });
    user = await throttled.registerUser();
  });
  afterAll(() => throttled.close());

  it('holds the account after a few wrong tries, even for the right password', async () => {
    const attempt = (current_password: string) =>
      throttled.request('DELETE', ME, { token: user.token, body: { current_password } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('wrong password')).status);
    expect(statuses.slice(0, 2)).toEqual([400, 400]);
    expect(statuses).toContain(429);
    const held = await attempt(user.password);
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await throttled.request('GET', ME, { token: user.token })).status).toBe(200);
  });
});
