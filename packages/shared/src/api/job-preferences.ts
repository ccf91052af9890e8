import type { CreateJobPreferenceRequest, JobPreference, UpdateJobPreferenceRequest } from '../contract';
import { formatTimestamp } from '../format';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/job-preferences/';

export async function listJobPreferences(): Promise<JobPreference[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('jobPreferenceListSchema', data, 'list job preferences');
}

/** product §7 sends created_at and updated_at as now; the server keeps its own clock's values. */
export async function createJobPreference(body: CreateJobPreferenceRequest): Promise<JobPreference> {
  const now = formatTimestamp(new Date());
  const { data } = await getApiClient().post(BASE, { ...body, created_at: now, updated_at: now });
  return parseAnswer('jobPreferenceSchema', data, 'create job preference');
}

export async function updateJobPreference(id: number, body: UpdateJobPreferenceRequest): Promise<JobPreference> {
  const { data } = await getApiClient().patch(`${BASE}${id}/`, {
    ...body,
    updated_at: formatTimestamp(new Date()),
  });
  return parseAnswer('jobPreferenceSchema', data, 'update job preference');
}
