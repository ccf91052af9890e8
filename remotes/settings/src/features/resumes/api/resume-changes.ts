import { getApiClient } from '@app/shared/api';
import type { Resume } from '@app/shared/contract';

// This remote's endpoints: compiled into it and checked with the contract it was built with
// (CONTRIBUTING, "Who owns an endpoint"). The list stays in `@app/shared/query`: other apps read it.
const BASE = '/job-search/resumes/';

async function resumeFrom(data: unknown, call: string): Promise<Resume> {
  const { checkAnswer, resumeSchema } = await import('@app/shared/contract');
  return checkAnswer(resumeSchema, data, call);
}

interface UploadResumeOptions {
  /** Stored title; the file name unless given. */
  title?: string;
  /** Called as the bytes go out, with the share sent so far (0 to 1). */
  onProgress?(fraction: number): void;
}

/** Multipart `file`, `title` (the file name unless given) and `size` (product §7). */
export async function uploadResume(file: File, options: UploadResumeOptions = {}): Promise<Resume> {
  const { title, onProgress } = options;
  const form = new FormData();
  form.append('file', file);
  form.append('title', title ?? file.name);
  form.append('size', String(file.size));
  const { data } = await getApiClient().post(BASE, form, {
    // Only with a listener: the browser then reports the upload's progress (a preflight in CORS).
    onUploadProgress: onProgress
      ? (event) => onProgress(event.progress ?? (event.total ? event.loaded / event.total : 0))
      : undefined,
  });
  return resumeFrom(data, 'upload resume');
}

export async function setDefaultResume(resumeId: number): Promise<Resume> {
  const { data } = await getApiClient().post(`${BASE}set-default/`, { resume_id: resumeId });
  return resumeFrom(data, 'set default resume');
}

export async function deleteResume(resumeId: number): Promise<void> {
  await getApiClient().delete(`${BASE}${resumeId}/`);
}

/** Reads again the text of a resume whose text could not be read (`text_read` false). */
export async function readResumeTextAgain(resumeId: number): Promise<Resume> {
  const { data } = await getApiClient().post(`${BASE}${resumeId}/read-text/`);
  return resumeFrom(data, 'read resume text again');
}
