import { useCallback, useState } from 'react';
import { toast } from '@app/shared/ui';
import { useLiveEvent } from '@app/shared/stores';
import { toastError } from '../../../utils/toast';

/** Where the bot's LinkedIn login is, as far as the dialogs are concerned (product §4). */
export type LoginPhase = 'idle' | 'opening' | 'started' | 'verification_code' | 'verifying';

const LOGIN_SUCCEEDED = 'Successfully logged into LinkedIn!';
const LOGIN_FAILED = ['Login failed', 'Failed to log into LinkedIn. Please try again.'] as const;
const VERIFICATION_TIMEOUT = [
  'Verification timeout',
  "You didn't enter the verification code in time. Please try again.",
] as const;

/** A search that is no longer running (however it ended, product §4.2) has no login left to wait for. */
const ended = (status: string) => status !== 'running' && status !== 'not_started';

/**
 * Follows the live `login_to_linkedin` events of the user's searches: opening (after Start) →
 * started → verification_code → verifying → succeeded / failed. A failed search closes it all.
 */
export function useLinkedinLogin() {
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [searchId, setSearchId] = useState<number | null>(null);

  useLiveEvent('login_to_linkedin', ({ status, job_search_id }) => {
    setSearchId(job_search_id);
    switch (status) {
      case 'succeeded':
        setPhase('idle');
        toast.success(LOGIN_SUCCEEDED);
        return;
      case 'failed':
        setPhase('idle');
        toastError(...LOGIN_FAILED);
        return;
      default:
        setPhase(status);
    }
  });

  useLiveEvent('job_search_status_updated', ({ job_search_id, status }) => {
    if (ended(status) && (searchId === null || searchId === job_search_id)) setPhase('idle');
  });

  /** Start was pressed: wait for the bot to open LinkedIn. */
  const expect = useCallback((id: number) => {
    setSearchId(id);
    setPhase('opening');
  }, []);

  /** The wait is over without a login (the start call failed, or the user closed a dialog). */
  const dismiss = useCallback(() => setPhase('idle'), []);

  /** The code was handed over: LinkedIn checks it next. */
  const verifying = useCallback(() => setPhase('verifying'), []);

  /** product §4: cancelling the code dialog or the countdown reaching zero sets the login failed. */
  const giveUp = useCallback(() => {
    setPhase('idle');
    toastError(...VERIFICATION_TIMEOUT);
  }, []);

  return { phase, searchId, expect, dismiss, verifying, giveUp };
}
