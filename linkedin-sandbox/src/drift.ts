import { z } from 'zod';

/**
 * The drift switch: renames one key element the bot relies on, as a LinkedIn redesign would, so a
 * test can prove the bot stops with a clear note instead of silently applying to nothing.
 */
export const DRIFT_TARGETS = ['job-list', 'easy-apply-button', 'next-button', 'submit-button'] as const;
export type DriftTarget = (typeof DRIFT_TARGETS)[number];

/**
 * `jobs`: only these postings' pages change (LinkedIn rolls a redesign out to some postings first);
 * without it, every page does.
 */
export const driftRequestSchema = z.object({
  rename: z.enum(DRIFT_TARGETS).nullable(),
  jobs: z.array(z.string()).min(1).optional(),
});

/** The names the pages use, as LinkedIn has them or as the drift renames them. */
export interface PageNames {
  /** Attribute holding the job id on each search result `li`. */
  jobCardAttribute: string;
  jobListClass: string;
  applyButtonClass: string;
  applyButtonText: string;
  applyButtonLabel: (title: string, company: string) => string;
  nextLabel: string;
  submitLabel: string;
}

export function pageNames(drift: DriftTarget | null): PageNames {
  return {
    jobCardAttribute: drift === 'job-list' ? 'data-job-posting-id' : 'data-occludable-job-id',
    jobListClass: drift === 'job-list' ? 'jobs-list-v2__items' : 'scaffold-layout__list-container',
    applyButtonClass: drift === 'easy-apply-button' ? 'jobs-apply-cta' : 'jobs-apply-button',
    applyButtonText: drift === 'easy-apply-button' ? 'Apply' : 'Easy Apply',
    applyButtonLabel:
      drift === 'easy-apply-button'
        ? (title, company) => `Apply now to ${title} at ${company}`
        : (title, company) => `Easy Apply to ${title} at ${company}`,
    nextLabel: drift === 'next-button' ? 'Go to next step' : 'Continue to next step',
    submitLabel: drift === 'submit-button' ? 'Send application' : 'Submit application',
  };
}
