import { and, desc, eq } from 'drizzle-orm';
import {
  MAX_ID,
  type JobPreference,
  type JobPreferenceChanges,
  type JobPreferenceFields,
  type TimePeriod,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import type { DbOrTx } from '../client';
import { jobPreferences } from '../schema';

export type JobPreferenceRow = typeof jobPreferences.$inferSelect;

/** The fields a user chooses; ids, owner and timestamps belong to the server. */
export interface JobPreferenceValues {
  searchTerm: string;
  location: string;
  timePeriod: TimePeriod;
  remoteOnly: boolean;
  relevantJobsOnly: boolean;
  /** On when left out (product §4.13). */
  applyOnCompanySites?: boolean;
  maxJobs: number;
  /** None when left out (product §4.11). */
  excludedCompanies?: string[];
  excludedKeywords?: string[];
}

/** Serial ids run from 1 to MAX_ID: any other number names no row, and must not reach the database. */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

export const toJobPreference = (row: JobPreferenceRow): JobPreference => ({
  id: row.id,
  search_term: row.searchTerm,
  location: row.location,
  time_period: row.timePeriod as TimePeriod,
  remote_only: row.remoteOnly,
  relevant_jobs_only: row.relevantJobsOnly,
  apply_on_company_sites: row.applyOnCompanySites,
  max_jobs: row.maxJobs,
  excluded_companies: row.excludedCompanies,
  excluded_keywords: row.excludedKeywords,
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
});

/** Wire field names → columns, for the fields present in a parsed request body. */
export function fromJobPreferenceFields(fields: JobPreferenceFields): JobPreferenceValues;
export function fromJobPreferenceFields(fields: JobPreferenceChanges): Partial<JobPreferenceValues>;
export function fromJobPreferenceFields(fields: JobPreferenceChanges): Partial<JobPreferenceValues> {
  const values: Partial<JobPreferenceValues> = {};
  if (fields.search_term !== undefined) values.searchTerm = fields.search_term;
  if (fields.location !== undefined) values.location = fields.location;
  if (fields.time_period !== undefined) values.timePeriod = fields.time_period;
  if (fields.remote_only !== undefined) values.remoteOnly = fields.remote_only;
  if (fields.relevant_jobs_only !== undefined) values.relevantJobsOnly = fields.relevant_jobs_only;
  if (fields.apply_on_company_sites !== undefined) values.applyOnCompanySites = fields.apply_on_company_sites;
  if (fields.max_jobs !== undefined) values.maxJobs = fields.max_jobs;
  if (fields.excluded_companies !== undefined) values.excludedCompanies = fields.excluded_companies;
  if (fields.excluded_keywords !== undefined) values.excludedKeywords = fields.excluded_keywords;
  return values;
}

/** The user's own preference, or undefined for an unknown or foreign id. `lock` holds the row until commit. */
export async function findJobPreference(
  db: DbOrTx,
  userId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<JobPreferenceRow | undefined> {
  if (!isRowId(id)) return undefined;
  const query = db
    .select()
    .from(jobPreferences)
    .where(and(eq(jobPreferences.id, id), eq(jobPreferences.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Newest updated first. */
export function listJobPreferences(db: DbOrTx, userId: number): Promise<JobPreferenceRow[]> {
  return db
    .select()
    .from(jobPreferences)
    .where(eq(jobPreferences.userId, userId))
    .orderBy(desc(jobPreferences.updatedAt), desc(jobPreferences.id));
}

export async function createJobPreference(
  db: DbOrTx,
  userId: number,
  values: JobPreferenceValues,
): Promise<JobPreferenceRow> {
  const [row] = await db
    .insert(jobPreferences)
    .values({ ...values, userId })
    .returning();
  return row!;
}

export async function updateJobPreference(
  db: DbOrTx,
  userId: number,
  id: number,
  values: Partial<JobPreferenceValues>,
): Promise<JobPreferenceRow | undefined> {
  const [row] = await db
    .update(jobPreferences)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobPreferences.id, id), eq(jobPreferences.userId, userId)))
    .returning();
  return row;
}
