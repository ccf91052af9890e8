import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { signupCreditGrants, users } from '../schema';
import { addLedgerRow } from './credits';

/** The address as kept: its SHA-256, so the table names nobody once the account is gone. */
const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** True for the first claim of this email ever (the primary key decides, so a race grants once). */
export async function claimSignupCredits(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .insert(signupCreditGrants)
    .values({ emailHash: emailHash(email) })
    .onConflictDoNothing()
    .returning({ emailHash: signupCreditGrants.emailHash });
  return rows.length === 1;
}

/** Gives a new account its sign-up credits, with their ledger row. */
export async function grantSignupCredits(db: DbOrTx, userId: number, credits: number): Promise<void> {
  await db.update(users).set({ credits }).where(eq(users.id, userId));
  await addLedgerRow(db, { userId, delta: credits, reason: 'signup', balanceAfter: credits });
}
