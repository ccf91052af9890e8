import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@/db/client';
import { blacklistToken, isTokenBlacklisted } from '@/db/repositories/blacklisted-tokens';
import { createResetToken, findUsableResetToken, useResetToken } from '@/db/repositories/password-reset-tokens';
import { createUser } from '@/db/repositories/users';
import { passwordResetTokens } from '@/db/schema';
import { openTestDatabase } from '@test/helpers/test-database';
import purgeExpiredTokens from '../purge-expired-tokens';

const HOUR = 60 * 60 * 1000;

let database: Database;
let app: FastifyInstance | undefined;
let userId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  const user = await createUser(database.db, {
    email: 'purge@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: 'not-a-real-hash',
    credits: 0,
  });
  userId = user!.id;
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => database.close());

async function startPurging(intervalMs: number) {
  app = Fastify({ logger: false });
  app.decorate('db', database.db);
  await app.register(purgeExpiredTokens, { intervalMs });
  await app.ready();
  return app;
}

/** Waits until the condition holds, or fails after a few seconds (the machine may be loaded). */
async function eventually(condition: () => Promise<boolean>) {
  for (let waited = 0; waited < 5000; waited += 20) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition never held');
}

describe('the scheduled purge of expired blacklisted tokens', () => {
  it('deletes expired tokens when the app is ready and keeps the ones not expired yet', async () => {
    await blacklistToken(database.db, 'expired-before-start', userId, new Date(Date.now() - HOUR));
    await blacklistToken(database.db, 'still-valid', userId, new Date(Date.now() + HOUR));
    await startPurging(HOUR);
    await eventually(async () => !(await isTokenBlacklisted(database.db, 'expired-before-start')));
    expect(await isTokenBlacklisted(database.db, 'still-valid')).toBe(true);
  });

  it('purges again on its interval while the app runs', async () => {
    await startPurging(50);
    await blacklistToken(database.db, 'expired-while-running', userId, new Date(Date.now() - 1000));
    await eventually(async () => !(await isTokenBlacklisted(database.db, 'expired-while-running')));
  });

  it('stops when the app closes', async () => {
    const running = await startPurging(50);
    await running.close();
    app = undefined;
    await blacklistToken(database.db, 'expired-after-close', userId, new Date(Date.now() - 1000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isTokenBlacklisted(database.db, 'expired-after-close')).toBe(true);
  });
});

describe('the scheduled purge of spent password reset tokens', () => {
  it('deletes used and expired reset tokens, and keeps the usable ones', async () => {
    const create = (tokenHash: string, expiresInMs: number) =>
      createResetToken(database.db, { userId, tokenHash, expiresAt: new Date(Date.now() + expiresInMs) });
    await create('expired', -1000);
    await create('used', HOUR);
    await useResetToken(database.db, 'used');
    await create('usable', HOUR);
    await startPurging(HOUR);
    const hashes = async () =>
      (await database.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens)).map((r) => r.hash);
    await eventually(async () => (await hashes()).length === 1);
    expect(await hashes()).toEqual(['usable']);
    expect(await findUsableResetToken(database.db, 'usable')).toEqual({ userId });
  });
});
