import { asc, eq } from 'drizzle-orm';
import { openTestDatabase } from '@test/helpers/test-database';
import type { Database } from '@/db/client';
import { createUser, findUserById } from '@/db/repositories/users';
import { creditLedger } from '@/db/schema';
import { recentLedger } from '@/db/repositories/credits';
import { deductCredit, grantCredits, type DeductResult } from '../credits';

let database: Database;
let seq = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function userWith(credits: number) {
  seq += 1;
  const user = await createUser(database.db, {
    email: `credits${seq}-${Date.now()}@example.com`,
    firstName: 'C',
    lastName: 'R',
    passwordHash: 'x',
    credits,
  });
  return user!.id;
}

const ledgerOf = (userId: number) =>
  database.db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(asc(creditLedger.id));
const balanceOf = async (userId: number) => (await findUserById(database.db, userId))!.credits;

describe('deductCredit', () => {
  it('200 racing charges on a balance of 50: exactly 50 succeed, 150 are refused, balance 0', async () => {
    const userId = await userWith(50);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => deductCredit(database.db, userId, `race-${userId}-${i}`)),
    );

    const charged = results.filter((r) => r.charged);
    const refused = results.filter((r): r is Extract<DeductResult, { charged: false }> => !r.charged);
    expect(charged).toHaveLength(50);
    expect(refused).toHaveLength(150);
    expect(new Set(refused.map((r) => r.reason))).toEqual(new Set(['no_credits']));
    expect(await balanceOf(userId)).toBe(0);

    const rows = await ledgerOf(userId);
    expect(rows).toHaveLength(50);
    expect(rows.every((r) => r.delta === -1 && r.reason === 'job_applied')).toBe(true);
    // Each success saw a distinct balance on its way down: 49, 48, … 0.
    expect(rows.map((r) => r.balanceAfter).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect(charged.map((r) => r.balance).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('charges a reference once, even when the same reference races with itself', async () => {
    const userId = await userWith(5);
    const first = await deductCredit(database.db, userId, `application:${userId}:1`);
    expect(first).toEqual({ charged: true, balance: 4 });

    const again = await deductCredit(database.db, userId, `application:${userId}:1`);
    expect(again).toEqual({ charged: false, reason: 'already_charged', balance: 4 });

    const racing = await Promise.all(
      Array.from({ length: 20 }, () => deductCredit(database.db, userId, `application:${userId}:2`)),
    );
    expect(racing.filter((r) => r.charged)).toHaveLength(1);
    expect(racing.filter((r) => !r.charged && r.reason === 'already_charged')).toHaveLength(19);
    expect(await balanceOf(userId)).toBe(3);
    expect(await ledgerOf(userId)).toHaveLength(2);
  });

  it('never takes a balance below 0 and writes no ledger row for a refusal', async () => {
    const userId = await userWith(0);
    for (let i = 0; i < 3; i += 1) {
      expect(await deductCredit(database.db, userId, `empty-${userId}-${i}`)).toEqual({
        charged: false,
        reason: 'no_credits',
        balance: 0,
      });
    }
    expect(await balanceOf(userId)).toBe(0);
    expect(await ledgerOf(userId)).toHaveLength(0);
  });

  it('a refused reference can be charged later, once credits arrive', async () => {
    const userId = await userWith(0);
    const reference = `later-${userId}`;
    expect(await deductCredit(database.db, userId, reference)).toMatchObject({ charged: false, reason: 'no_credits' });
    await grantCredits(database.db, userId, 1, 'operator_grant');
    expect(await deductCredit(database.db, userId, reference)).toEqual({ charged: true, balance: 0 });
  });

  it('answers no_user for an unknown user instead of throwing', async () => {
    expect(await deductCredit(database.db, 987_654_321, 'ghost-1')).toEqual({
      charged: false,
      reason: 'no_user',
      balance: 0,
    });
  });
});

describe('grantCredits', () => {
  it('adds to the balance and writes a ledger row with the new balance', async () => {
    const userId = await userWith(2);
    expect(await grantCredits(database.db, userId, 25, 'operator_grant')).toBe(27);
    expect(await balanceOf(userId)).toBe(27);
    const rows = await ledgerOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId, delta: 25, reason: 'operator_grant', reference: null, balanceAfter: 27 });
  });

  it.each([0, -3, 1.5, Number.NaN])('refuses the amount %p and changes nothing', async (amount) => {
    const userId = await userWith(4);
    await expect(grantCredits(database.db, userId, amount, 'operator_grant')).rejects.toThrow(RangeError);
    expect(await balanceOf(userId)).toBe(4);
    expect(await ledgerOf(userId)).toHaveLength(0);
  });

  it('refuses an unknown user', async () => {
    await expect(grantCredits(database.db, 987_654_321, 1, 'operator_grant')).rejects.toThrow(/no user/);
  });
});

describe('recentLedger', () => {
  it('answers the newest rows first, limited', async () => {
    const userId = await userWith(3);
    await grantCredits(database.db, userId, 1, 'operator_grant');
    await deductCredit(database.db, userId, `recent-${userId}-a`);
    await deductCredit(database.db, userId, `recent-${userId}-b`);
    const rows = await recentLedger(database.db, userId, 2);
    expect(rows.map((r) => [r.delta, r.balanceAfter, r.reference])).toEqual([
      [-1, 2, `recent-${userId}-b`],
      [-1, 3, `recent-${userId}-a`],
    ]);
  });
});
