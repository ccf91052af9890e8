import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelVerification } from './search-runs';
import type { JobSearch } from '@app/shared/contract';
import { queryClient, queryKeys } from '@app/shared/query';
import { toast } from '@app/shared/ui';
import { useLiveEvent } from '@app/shared/stores';
import { toastError } from '@/utils/toast';

/** Where the bot's LinkedIn login is, as far as the dialogs are concerned (product §4.4). */
export type LoginPhase = 'idle' | 'opening' | 'started' | 'verification_code' | 'verifying';

/** One request for a PIN: `key` is new for each, so its dialog starts afresh. */
export interface CodeRequest {
  key: number;
  searchId: number;
  timeoutSeconds: number;
}

const LOGIN_SUCCEEDED = 'Successfully logged into LinkedIn!';
const LOGIN_FAILED = ['Login failed', 'Failed to log into LinkedIn. Please try again.'] as const;
const VERIFICATION_TIMEOUT = [
  'Verification timeout',
  "You didn't enter the verification code in time. Please try again.",
] as const;
/** An older server sends no timeout_seconds; it then waits as long as the product's default. */
const DEFAULT_TIMEOUT_SECONDS = 60;

/** A search that is no longer running (however it ended, product §4.2) has no login left to wait for. */
const ended = (status: string) => status !== 'running' && status !== 'not_started';

/**
 * Follows the live `login_to_linkedin` events of the user's searches: opening (after Start) →
 * started → verification_code → verifying → succeeded / failed. A failed search closes it all.
 */
export function useLinkedinLogin() {
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [searchId, setSearchId] = useState<number | null>(null);
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);
  const requests = useRef(0);
  // When the PIN request each search's dialog was opened for ends (ms): a re-read of the same
  // request does not open its dialog again, after a Cancel or a submitted code.
  const asked = useRef(new Map<number, number>());

  const askForCode = useCallback((jobSearchId: number, timeoutSeconds: number) => {
    requests.current += 1;
    asked.current.set(jobSearchId, Date.now() + timeoutSeconds * 1000);
    setSearchId(jobSearchId);
    setCodeRequest({ key: requests.current, searchId: jobSearchId, timeoutSeconds });
    setPhase('verification_code');
  }, []);

  // A PIN request is state on the server: a page that (re)reads its searches while the bot waits
  // (opened meanwhile, or back after a lost connection) shows the dialog with the time left.
  useEffect(() => {
    const seen = (search: JobSearch) => {
      const left = search.verification_seconds_left;
      if (left === null || left <= 0) return;
      const until = asked.current.get(search.id);
      // The same request as the one already shown (its end agrees within a few seconds).
      if (until !== undefined && Math.abs(until - (Date.now() + left * 1000)) < 5000) return;
      askForCode(search.id, left);
    };
    const read = (key: readonly unknown[], data: unknown) => {
      if (key[0] !== queryKeys.jobSearches()[0] || !data) return;
      for (const search of Array.isArray(data) ? (data as JobSearch[]) : [data as JobSearch]) seen(search);
    };
    for (const query of queryClient.getQueryCache().findAll({ queryKey: queryKeys.jobSearches() }))
      read(query.queryKey, query.state.data);
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success')
        read(event.query.queryKey, event.query.state.data);
    });
  }, [askForCode]);

  useLiveEvent('login_to_linkedin', ({ status, job_search_id, timeout_seconds }) => {
    setSearchId(job_search_id);
    if (status === 'verification_code') askForCode(job_search_id, timeout_seconds ?? DEFAULT_TIMEOUT_SECONDS);
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

  /**
   * product §4.4: Cancel ends the login at once. The bot stops waiting and ends the run stopped
   * (the user's choice), and its `failed` event says "Login failed". A refused cancel means the bot has
   * already stopped waiting, and so has told the user itself.
   */
  const cancel = useCallback(async () => {
    setPhase('idle');
    if (!codeRequest) return;
    try {
      await cancelVerification(codeRequest.searchId);
    } catch (error) {
      console.warn('Could not cancel the LinkedIn verification', error);
    }
  }, [codeRequest]);

  /** The countdown reached zero: the bot, which waits exactly as long, ends the run itself. */
  const expire = useCallback(() => {
    setPhase('idle');
    toastError(...VERIFICATION_TIMEOUT);
  }, []);

  return {
    phase,
    searchId,
    codeRequest: phase === 'verification_code' ? codeRequest : null,
    expect,
    dismiss,
    verifying,
    cancel,
    expire,
  };
}
