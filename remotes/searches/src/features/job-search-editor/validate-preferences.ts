import { z } from 'zod';
import {
  createJobPreferenceRequestSchema,
  errorMessages,
  SEARCH_TERM_SEPARATOR,
  timePeriodSchema,
  type CreateJobPreferenceRequest,
} from '@app/shared/contract';

export const TERMS_REQUIRED = 'Job title or keywords are required';
export const LOCATION_REQUIRED = 'Location is required';
export const MAX_JOBS_MINIMUM = 'Enter at least 1 job';

/** The job-preferences form as the user edits it: chips plus the term being typed, numbers as typed. */
export interface PreferenceFormValues {
  terms: string[];
  termInput: string;
  location: string;
  maxJobs: string;
  timePeriod: z.infer<typeof timePeriodSchema>;
  remoteOnly: boolean;
  relevantOnly: boolean;
  applyOnCompanySites: boolean;
  excludedCompanies: string[];
  companyInput: string;
  excludedKeywords: string[];
  keywordInput: string;
}

/**
 * Adds a typed term (or excluded company or keyword): trimmed, blanks ignored, one already there not
 * repeated — compared without case, since neither LinkedIn's search nor an exclusion tells "Berlin"
 * from "berlin".
 */
export function addTerm(terms: string[], typed: string): string[] {
  const term = typed.trim();
  const key = term.toLocaleLowerCase();
  if (!term || terms.some((existing) => existing.toLocaleLowerCase() === key)) return terms;
  return [...terms, term];
}

/** What is sent: a term typed but not yet added counts, as the user would expect. */
export function toPreferenceRequest(values: PreferenceFormValues): CreateJobPreferenceRequest {
  return {
    search_term: addTerm(values.terms, values.termInput).join(SEARCH_TERM_SEPARATOR),
    location: values.location.trim(),
    time_period: values.timePeriod,
    remote_only: values.remoteOnly,
    relevant_jobs_only: values.relevantOnly,
    apply_on_company_sites: values.applyOnCompanySites,
    max_jobs: Number(values.maxJobs),
    excluded_companies: addTerm(values.excludedCompanies, values.companyInput),
    excluded_keywords: addTerm(values.excludedKeywords, values.keywordInput),
  };
}

/** The request's fields as the form names them, for the contract's own rules. */
const formFieldOf: Record<string, keyof PreferenceFormValues> = {
  search_term: 'terms',
  location: 'location',
  max_jobs: 'maxJobs',
  excluded_companies: 'excludedCompanies',
  excluded_keywords: 'excludedKeywords',
};

/**
 * product §5's rules with its messages — at least one term, a location, at least one job and never
 * fewer than the `applied` jobs already applied (product §4, the API's own message) — then the
 * contract's request schema on what would be sent, so a limit the server has is not written again.
 */
export function preferencesFormSchema(applied: number) {
  return z
    .object({
      terms: z.array(z.string()),
      termInput: z.string(),
      location: z.string(),
      maxJobs: z.string(),
      timePeriod: timePeriodSchema,
      remoteOnly: z.boolean(),
      relevantOnly: z.boolean(),
      applyOnCompanySites: z.boolean(),
      excludedCompanies: z.array(z.string()),
      companyInput: z.string(),
      excludedKeywords: z.array(z.string()),
      keywordInput: z.string(),
    })
    .superRefine((values, ctx) => {
      let refused = false;
      const issue = (path: keyof PreferenceFormValues, message: string) => {
        refused = true;
        ctx.addIssue({ code: 'custom', path: [path], message });
      };
      if (addTerm(values.terms, values.termInput).length === 0) issue('terms', TERMS_REQUIRED);
      if (!values.location.trim()) issue('location', LOCATION_REQUIRED);
      const maxJobs = Number(values.maxJobs);
      if (values.maxJobs.trim() === '' || !Number.isInteger(maxJobs) || maxJobs < 1) issue('maxJobs', MAX_JOBS_MINIMUM);
      else if (maxJobs < applied) issue('maxJobs', errorMessages.maxJobsBelowApplied(applied));
      if (refused) return;
      const checked = createJobPreferenceRequestSchema.safeParse(toPreferenceRequest(values));
      for (const found of checked.error?.issues ?? []) {
        const field = formFieldOf[String(found.path[0])];
        if (field) issue(field, found.message);
      }
    });
}

/** Default number of jobs for a new search: the user's credits (5 before the user loads), at least 1. */
export function defaultMaxJobs(credits: number | undefined): number {
  return Math.max(1, credits ?? 5);
}
