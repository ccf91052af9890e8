import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { jobClaims, jobSearches } from '../schema';

export interface JobClaim {
  userId: number;
  linkedinJobId: string;
  jobSearchId: number;
}

/**
 * Claims a LinkedIn job for one search of the user before the bot opens its form; true when that
 * search now holds the claim. A single insert … on conflict decides between racing runs, so at most
 * one of them goes on to submit. The holder keeps its claim across its own restarts (its worker may
 * have died mid-submission); a claim of a search that is no longer running is taken over, as no
 * worker of that search can be submitting any more.
 */
export async function claimJob(db: DbOrTx, claim: JobClaim): Promise<boolean> {
  const [taken] = await db
    .insert(jobClaims)
    .values(claim)
    .onConflictDoUpdate({
      target: [jobClaims.userId, jobClaims.linkedinJobId],
      set: { jobSearchId: claim.jobSearchId, createdAt: sql`now()` },
      setWhere: or(
        eq(jobClaims.jobSearchId, claim.jobSearchId),
        sql`${jobClaims.jobSearchId} in (${db
          .select({ id: jobSearches.id })
          .from(jobSearches)
          .where(and(eq(jobSearches.userId, claim.userId), ne(jobSearches.status, 'running')))})`,
      ),
    })
    .returning({ jobSearchId: jobClaims.jobSearchId });
  return taken?.jobSearchId === claim.jobSearchId;
}
