import { create } from 'zustand';
import { listAnswersNeeded } from '../api/answers-needed';
import { onLiveEvent } from './live-bus';

export interface AnswersWaitingStore {
  /** How many questions wait for the user's answer (product §4.6); null until read, or signed out. */
  count: number | null;
  /** Reads it from the server (the session does, with the user: at start, at sign-in and on resync). */
  reload(): Promise<void>;
  clear(): void;
}

/**
 * The header's "answers needed" badge: a figure of the account, like the credits, so it lives in
 * the shared stores beside the session rather than in the remote that lists the questions — the
 * shell shows it without knowing any remote's endpoint or loading server state. Kept current by
 * `answers_waiting_changed`, which the server sends with the new count after every question added
 * or answered.
 */
export const useAnswersWaiting = create<AnswersWaitingStore>()((set) => ({
  count: null,
  async reload() {
    try {
      set({ count: (await listAnswersNeeded()).length });
    } catch (error) {
      // An extra: the page works without it, and the next live event brings it back.
      console.warn('Could not read the answers needed', error);
    }
  },
  clear: () => set({ count: null }),
}));

onLiveEvent('answers_waiting_changed', ({ answers_waiting }) => useAnswersWaiting.setState({ count: answers_waiting }));
