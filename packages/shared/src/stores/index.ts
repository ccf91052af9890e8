export { cachedUserRestored, useSession, type SessionStore } from './session';
export { useAnswersWaiting, type AnswersWaitingStore } from './answers-waiting';
export { useLive, pusherOptions, type LiveState, type LiveStore } from './live-connection';
export {
  emitLiveEvent,
  onLiveEvent,
  useLiveBus,
  type LiveBusStore,
  type LiveEventHandler,
  type LiveEvents,
} from './live-bus';
export { useLiveEvent } from './use-live-event';
export { useLiveGap, LOST_AFTER_MS, type LiveGap } from './use-live-gap';
export {
  clearTokens,
  getTokens,
  readCachedUser,
  setTokens,
  STORAGE_KEYS,
  writeCachedUser,
  type Tokens,
} from './token-storage';
