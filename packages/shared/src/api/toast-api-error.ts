import { toast } from '../ui/toast';
import { normalizeApiError, type ApiClientError } from './api-error';

/**
 * product §8's generic handling for a caller that has no message of its own: toast the normalised
 * message and hand the error back to rethrow. Calls do not toast by themselves, because docs/product.md has
 * many failures that are only logged (login, resumes, fetching the user) or get a fixed message.
 */
export function toastApiError(error: unknown): ApiClientError {
  const normalized = normalizeApiError(error);
  toast.error(normalized.message);
  return normalized;
}
