export const TERMS_REQUIRED = 'Job title or keywords are required';
export const LOCATION_REQUIRED = 'Location is required';
export const MAX_JOBS_MINIMUM = 'Enter at least 1 job';

export interface PreferenceErrors {
  terms?: string;
  location?: string;
  maxJobs?: string;
}

/** product §5's job-preference rules: at least one term, a location, and at least one job. */
export function validatePreferences(values: { terms: string[]; location: string; maxJobs: string }): PreferenceErrors {
  const errors: PreferenceErrors = {};
  if (values.terms.length === 0) errors.terms = TERMS_REQUIRED;
  if (!values.location.trim()) errors.location = LOCATION_REQUIRED;
  const maxJobs = Number(values.maxJobs);
  if (values.maxJobs.trim() === '' || !Number.isInteger(maxJobs) || maxJobs < 1) errors.maxJobs = MAX_JOBS_MINIMUM;
  return errors;
}

/** Adds a typed term: trimmed, blanks ignored, a term already there not repeated. */
export function addTerm(terms: string[], typed: string): string[] {
  const term = typed.trim();
  if (!term || terms.includes(term)) return terms;
  return [...terms, term];
}

/** product §9: a search costs 1 credit per job still to apply. */
export function creditsNeeded(maxJobs: number, alreadyApplied: number): number {
  return Math.max(0, maxJobs - alreadyApplied);
}

/** Default number of jobs for a new search: the user's credits (5 before the user loads), at least 1. */
export function defaultMaxJobs(credits: number | undefined): number {
  return Math.max(1, credits ?? 5);
}
