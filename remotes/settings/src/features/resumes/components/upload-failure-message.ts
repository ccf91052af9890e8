import { showFieldErrors } from '@app/shared/api';

/** The fields of an upload (`POST /job-search/resumes/`) a refusal may name. */
const UPLOAD_FIELDS = ['file', 'title', 'size'] as const;

/**
 * Why the server refused an upload, as the user should read it: the reason itself, without the
 * field it came from (`{"file": ["The file is larger than 10 MB."]}` reads "The file is larger
 * than 10 MB."). Anything else (network, server error) is the normalised message.
 */
export function uploadFailureMessage(error: unknown): string {
  let reason: string | undefined;
  const rest = showFieldErrors(error, UPLOAD_FIELDS, (_field, message) => (reason ??= message));
  return reason ?? rest ?? '';
}
