import { toast } from '../ui/toast';
import { clearTokens } from '../stores/token-storage';
import { navigateTo } from './navigation';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when a refresh fails, after the tokens are gone; the session store clears its user here. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** product §4 forced logout: remove both tokens, say so, go to /login. */
export function expireSession(): void {
  clearTokens();
  for (const listener of listeners) listener();
  // One notice however many tabs of requests failed with it.
  toast.error(SESSION_EXPIRED_MESSAGE, { toastId: 'session-expired' });
  navigateTo('/login');
}
