import { useEffect, useState } from 'react';
import { useLive } from './live-connection';

/**
 * How the page stands with live updates: `live` (connected, or not signed in), `reconnecting`
 * (the connection dropped a moment ago), `lost` (down for LOST_AFTER_MS and still retrying). While
 * not `live`, nothing on the page should read as live (credits, a running search's status).
 */
export type LiveGap = 'live' | 'reconnecting' | 'lost';

/** How long "Reconnecting…" shows before the page says the connection is lost. */
export const LOST_AFTER_MS = 8000;

export function useLiveGap(): LiveGap {
  const downSince = useLive((s) => s.downSince);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (downSince === null) return;
    setNow(Date.now());
    const left = downSince + LOST_AFTER_MS - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [downSince]);
  if (downSince === null) return 'live';
  return now - downSince >= LOST_AFTER_MS ? 'lost' : 'reconnecting';
}
