import { getApiClient } from '@app/shared/api';
import type { CreateJobPreferenceRequest, JobPreference, UpdateJobPreferenceRequest } from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';

// This remote's endpoints for a search's preferences, used by its editor and by its runner (which
// saves a preference's change before a start): compiled into the remote and checked with the
// contract it was built with (CONTRIBUTING, "Who owns an endpoint").
const BASE = '/job-search/job-preferences/';

async function preferenceFrom(data: unknown, call: string): Promise<JobPreference> {
  const { checkAnswer, jobPreferenceSchema } = await import('@app/shared/contract');
  return checkAnswer(jobPreferenceSchema, data, call);
}

/** product §7 sends created_at and updated_at as now; the server keeps its own clock's values. */
export async function createJobPreference(body: CreateJobPreferenceRequest): Promise<JobPreference> {
  const now = formatTimestamp(new Date());
  const { data } = await getApiClient().post(BASE, { ...body, created_at: now, updated_at: now });
  return preferenceFrom(data, 'create job preference');
}

export async function updateJobPreference(id: number, body: UpdateJobPreferenceRequest): Promise<JobPreference> {
  const { data } = await getApiClient().patch(`${BASE}${id}/`, {
    ...body,
    updated_at: formatTimestamp(new Date()),
  });
  return preferenceFrom(data, 'update job preference');
}
