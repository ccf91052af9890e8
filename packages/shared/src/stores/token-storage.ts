import type { User } from '../contract';
import { loadContract } from '../api/lazy-contract';

/** The browser's local storage keys (product §3, §9). */
export const STORAGE_KEYS = { access: 'token', refresh: 'refresh_token', user: 'user_data' } as const;

export interface Tokens {
  access: string | null;
  refresh: string | null;
}

export function getTokens(): Tokens {
  return {
    access: localStorage.getItem(STORAGE_KEYS.access),
    refresh: localStorage.getItem(STORAGE_KEYS.refresh),
  };
}

/** Stores a new access token, and the refresh token when one came with it (refresh rotates them). */
export function setTokens(tokens: { access: string; refresh?: string | null }): void {
  localStorage.setItem(STORAGE_KEYS.access, tokens.access);
  if (tokens.refresh) localStorage.setItem(STORAGE_KEYS.refresh, tokens.refresh);
}

export function clearTokens(): void {
  localStorage.removeItem(STORAGE_KEYS.access);
  localStorage.removeItem(STORAGE_KEYS.refresh);
}

/**
 * The user cached from the last `me`; anything that no longer reads as a user counts as none.
 * Asynchronous because the check uses the contract's schema, loaded on demand; with nothing cached
 * it answers at once without loading anything.
 */
export async function readCachedUser(): Promise<User | null> {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const { contract } = await loadContract();
    const parsed = contract.userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: User | null): void {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
}
