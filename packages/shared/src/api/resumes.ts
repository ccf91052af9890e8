import type { Resume } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/resumes/';

/** Newest updated first, as the server sorts them. */
export async function listResumes(): Promise<Resume[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('resumeListSchema', data, 'list resumes');
}
