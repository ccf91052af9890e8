import type { Location } from '../router';

/** Navigation state the guard leaves on /login: where the visitor was going. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** Where a signed-in user goes from /login or /register: back where they came from, else /dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/register' || from.pathname === '/') {
    return DEFAULT_SIGNED_IN_PATH;
  }
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
