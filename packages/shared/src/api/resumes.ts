import type { Resume } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/resumes/';

/** Newest updated first, as the server sorts them. */
export async function listResumes(): Promise<Resume[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('resumeListSchema', data, 'list resumes');
}

/** Multipart `file`, `title` (the file name unless given) and `size` (product §7). */
export async function uploadResume(file: File, title?: string): Promise<Resume> {
  const form = new FormData();
  form.append('file', file);
  form.append('title', title ?? file.name);
  form.append('size', String(file.size));
  const { data } = await getApiClient().post(BASE, form);
  return parseAnswer('resumeSchema', data, 'upload resume');
}

export async function setDefaultResume(resumeId: number): Promise<Resume> {
  const { data } = await getApiClient().post(`${BASE}set-default/`, { resume_id: resumeId });
  return parseAnswer('resumeSchema', data, 'set default resume');
}

export async function deleteResume(resumeId: number): Promise<void> {
  await getApiClient().delete(`${BASE}${resumeId}/`);
}
