import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema';

/** The companies the user never applies to on any search (product §4.11); undefined for an unknown user. */
export async function findExcludedCompanies(db: DbOrTx, userId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ companies: users.excludedCompanies })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.companies;
}

/** Replaces the whole list; undefined for an unknown user. */
export async function saveExcludedCompanies(
  db: DbOrTx,
  userId: number,
  companies: string[],
): Promise<string[] | undefined> {
  const [row] = await db
    .update(users)
    .set({ excludedCompanies: companies, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ companies: users.excludedCompanies });
  return row?.companies;
}
