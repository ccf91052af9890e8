import { useEffect } from 'react';
import { loadContract } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { afterNextPaint } from './after-next-paint';

/**
 * Signed in, the first answers are checked against the contract's schemas: fetch them beside those
 * requests rather than once the first has answered (a round trip on a slow link), but after the
 * first screen has painted — zod, already downloaded when the page preloads it, otherwise ran
 * before React's first render (`pnpm bench web`).
 */
export function PrefetchContract() {
  useEffect(() => {
    if (useSession.getState().isAuthenticated) afterNextPaint(() => void loadContract().catch(() => undefined));
  }, []);
  return null;
}
