import { create } from 'zustand';
import type { RegisterRequest, User } from '../contract';
import * as accounts from '../api/accounts';
import { onSessionExpired } from '../api/session-expiry';
import { useAnswersWaiting } from './answers-waiting';
import { onLiveEvent } from './live-bus';
import { useLive } from './live-connection';
import { clearTokens, getTokens, readCachedUser, setTokens, STORAGE_KEYS, writeCachedUser } from './token-storage';

export interface SessionStore {
  /** The signed-in user, cached under `user_data` so a reload shows it at once. */
  user: User | null;
  /** product §6: signed in while an access token is stored. */
  isAuthenticated: boolean;
  /** Stores the token pair, then fetches the user. Rejects (normalised) when the login fails. */
  login(email: string, password: string): Promise<User | null>;
  /** Same as login, for a new account (product §4: register also returns a token pair). */
  register(body: RegisterRequest): Promise<User | null>;
  /** `GET me`; on failure the cached user is cleared and null returned (product §4, only logged). */
  fetchUser(): Promise<User | null>;
  /** Blacklists the refresh token (failure ignored), clears the three keys, disconnects live. */
  logout(): Promise<void>;
  setUser(user: User | null): void;
  setCredits(credits: number): void;
}

export const useSession = create<SessionStore>()((set, get) => {
  const signIn = async (tokens: { token: string; refresh_token: string }) => {
    setTokens({ access: tokens.token, refresh: tokens.refresh_token });
    set({ isAuthenticated: true });
    return get().fetchUser();
  };

  return {
    // Filled from the cache by `cachedUserRestored` (below) before the shell's first render.
    user: null,
    isAuthenticated: getTokens().access !== null,

    login: async (email, password) => signIn(await accounts.login({ email, password })),

    register: async (body) => signIn(await accounts.register(body)),

    async fetchUser() {
      try {
        const user = await accounts.getMe();
        get().setUser(user);
        // The account's other header figure, read whenever the user is (start, sign-in, resync).
        void useAnswersWaiting.getState().reload();
        return user;
      } catch (error) {
        console.error('Could not fetch the current user', error);
        get().setUser(null);
        return null;
      }
    },

    async logout() {
      const { refresh } = getTokens();
      if (refresh) {
        try {
          await accounts.logout(refresh);
        } catch (error) {
          // Signing out locally must work even when the server cannot be told.
          console.warn('Logout request failed; signing out locally', error);
        }
      }
      endSession();
    },

    setUser(user) {
      writeCachedUser(user);
      set({ user });
    },

    setCredits(credits) {
      const { user } = get();
      if (user) get().setUser({ ...user, credits });
    },
  };
});

/**
 * Puts the cached user into the store, so a reload shows it at once: the shell renders after this
 * settles. Immediate when nothing is cached (a visitor); otherwise it waits for the contract's
 * schema to check the cached copy. Never rejects. A user set meanwhile (a fresh `me`) wins.
 */
export const cachedUserRestored: Promise<void> = readCachedUser().then((user) => {
  if (user && useSession.getState().user === null && localStorage.getItem(STORAGE_KEYS.user) !== null) {
    useSession.setState({ user });
  }
});

/** What logout and a forced logout (failed refresh) share: nothing of the session is left. */
function endSession(): void {
  clearTokens();
  writeCachedUser(null);
  useSession.setState({ user: null, isAuthenticated: false });
  useAnswersWaiting.getState().clear();
  useLive.getState().disconnect();
}

onSessionExpired(endSession);

// Every tab of the browser shares the stored tokens: a sign-out in another tab (or its forced
// logout) ends the session here too, and a sign-in there signs this tab in (the shell then fetches
// the user, and the guards move each tab on). A refresh there changes the access token only.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== localStorage || (event.key !== STORAGE_KEYS.access && event.key !== null)) return;
    const signedIn = getTokens().access !== null;
    const { isAuthenticated } = useSession.getState();
    if (!signedIn && isAuthenticated) endSession();
    else if (signedIn && !isAuthenticated) useSession.setState({ isAuthenticated: true });
  });
}

// product §4: the balance follows the bot's deductions; without a figure it drops by one.
onLiveEvent('user_credits_deducted', ({ credits }) => {
  const { user, setCredits } = useSession.getState();
  if (!user) return;
  setCredits(credits ?? Math.max(0, user.credits - 1));
});

// product §2.10: credits added (a purchase, an operator's grant) come with the new balance.
onLiveEvent('user_credits_changed', ({ credits }) => {
  if (useSession.getState().user) useSession.getState().setCredits(credits);
});
