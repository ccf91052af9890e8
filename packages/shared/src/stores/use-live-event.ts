import { useEffect, useRef } from 'react';
import type { LiveEventName } from '../contract';
import { onLiveEvent, type LiveEventHandler } from './live-bus';

/**
 * Runs `handler` for each `event` while the component is mounted. The latest handler is used
 * without re-subscribing, so an inline function does not churn the subscription.
 */
export function useLiveEvent<E extends LiveEventName>(event: E, handler: LiveEventHandler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(event, (payload) => latest.current(payload)), [event]);
}
