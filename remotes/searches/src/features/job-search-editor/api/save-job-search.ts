import { getJobSearch } from '@app/shared/api';
import { createJobPreference, updateJobPreference } from '@/api/job-preferences';
import { createJobSearch } from './create-job-search';
import type { CreateJobPreferenceRequest, JobSearch } from '@app/shared/contract';

const PREFERENCES_SAVE_FAILED = 'Failed to save job preferences';
const CREATE_FAILED = 'Failed to create job search';
const UPDATE_FAILED = 'Failed to update job search';
export const CREATED = 'Job search created successfully';
export const UPDATED = 'Job search updated successfully';

/** Which step failed, so the page can say so in product §8's words. */
export class SaveStepError extends Error {
  constructor(
    readonly userMessage: string,
    options: { cause: unknown },
  ) {
    super(userMessage, options);
  }
}

const step = async <T>(message: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (cause) {
    throw new SaveStepError(message, { cause });
  }
};

/**
 * product §4's submit flow. Create: save the preference, then make the search from it. Edit: update
 * the preference (only max_jobs, the exclusions and the company-site option once jobs were applied:
 * the other fields are locked), then read the search back as it now is.
 */
export async function saveJobSearch(values: CreateJobPreferenceRequest, editing: JobSearch | null): Promise<JobSearch> {
  if (!editing) {
    const preference = await step(PREFERENCES_SAVE_FAILED, () => createJobPreference(values));
    return step(CREATE_FAILED, () => createJobSearch(preference.id));
  }
  const locked = editing.num_applied_jobs > 0;
  await step(PREFERENCES_SAVE_FAILED, () =>
    updateJobPreference(
      editing.job_preference.id,
      locked
        ? {
            max_jobs: values.max_jobs,
            excluded_companies: values.excluded_companies,
            excluded_keywords: values.excluded_keywords,
            apply_on_company_sites: values.apply_on_company_sites,
          }
        : values,
    ),
  );
  return step(UPDATE_FAILED, () => getJobSearch(editing.id));
}
