import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jobPreferences, users } from '../schema';

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

/** What a run skips, read afresh before each posting: the user may change the lists mid-run. */
export async function findExclusionsOfPreference(
  db: DbOrTx,
  userId: number,
  preferenceId: number,
): Promise<{ searchCompanies: string[]; everySearchCompanies: string[]; keywords: string[] }> {
  const [row] = await db
    .select({
      searchCompanies: jobPreferences.excludedCompanies,
      keywords: jobPreferences.excludedKeywords,
      everySearchCompanies: users.excludedCompanies,
    })
    .from(jobPreferences)
    .innerJoin(users, eq(users.id, jobPreferences.userId))
    .where(and(eq(jobPreferences.id, preferenceId), eq(jobPreferences.userId, userId)))
    .limit(1);
  return row ?? { searchCompanies: [], everySearchCompanies: [], keywords: [] };
}
