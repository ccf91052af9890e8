import { normalizeApiError } from '@app/shared/api';

/**
 * Why the server refused an upload, as the user should read it: the reason itself, without the
 * field it came from (`{"file": ["The file is larger than 10 MB."]}` reads "The file is larger
 * than 10 MB."). Anything else (network, server error) is the normalised message.
 */
export function uploadFailureMessage(error: unknown): string {
  const normalized = normalizeApiError(error);
  for (const value of Object.values(normalized.errors ?? {})) {
    const reason = Array.isArray(value) ? value.find((entry) => typeof entry === 'string' && entry !== '') : undefined;
    if (typeof reason === 'string') return reason;
  }
  return normalized.message;
}
