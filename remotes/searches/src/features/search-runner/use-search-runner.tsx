import { useCallback, useState } from 'react';
import { getJobSearch, normalizeApiError } from '@app/shared/api';
import { jobSearchRunMessages, type JobSearch } from '@app/shared/contract';
import { queries, queryClient } from '@app/shared/query';
import { updateJobPreference } from '@/api/job-preferences';
import { SettingsDialog } from '@/federation/settings-dialog';
import { startJobSearch, stopJobSearch, submitVerificationCode } from './api/search-runs';
import { PendingDialog } from '@/components/pending-dialog';
import { toastError } from '@/utils/toast';
import { onDemand, useOnDemand } from '@/utils/use-on-demand';
import { APPLY_MORE_TITLE, VERIFICATION_CODE_TITLE } from './components/dialog-titles';
import { LoginProgressDialog } from './components/login-progress-dialog';
import { OpeningLinkedinDialog } from './components/opening-linkedin-dialog';
import { useLinkedinLogin } from './api/use-linkedin-login';
import { pauseJobSearch, resumeJobSearch } from './api/pause-resume';

const checkedDialogs = onDemand(() => import('./components/checked-dialogs'));

const START_FAILED = ['Error starting job search', 'Could not start the job search. Please try again later.'] as const;
const APPLY_MORE_FAILED = ['Failed to apply more jobs', 'Something went wrong. Please try again.'] as const;
const STOP_FAILED = ['Error stopping job search', 'Could not stop the job search. Please try again later.'] as const;
const PAUSE_FAILED = ['Error pausing job search', 'Could not pause the job search. Please try again later.'] as const;
const RESUME_FAILED = [
  'Error resuming job search',
  'Could not resume the job search. Please try again later.',
] as const;
const CODE_SUBMIT_FAILED = ['Error', 'Failed to submit verification code'] as const;
const DIALOG_UNAVAILABLE = 'This could not be opened. Check your connection and try again.';

/**
 * The server refuses a start it cannot run (no credentials, resume or extra information, no
 * credits, already running) with a 400 that says why: that reason is more use than the generic line.
 */
function startFailureMessage(error: unknown): string {
  const normalized = normalizeApiError(error);
  return normalized.status === 400 ? normalized.message : START_FAILED[1];
}

/**
 * The user's credits as the server has them now; undefined when they cannot be read, and then the
 * server's own check on start decides.
 */
async function freshCredits(): Promise<number | undefined> {
  try {
    return (await queryClient.fetchQuery({ ...queries.me(), staleTime: 0 })).credits;
  } catch (error) {
    console.warn('Could not read the credits before starting', error);
    return undefined;
  }
}

/**
 * Start / Continue / Apply More / Stop for a page's searches, and every dialog those need:
 * the credentials dialog (settings remote) when none are saved, "Opening LinkedIn", the login
 * progress and the verification code. `onChanged` receives a search as the server now has it.
 */
export function useSearchRunner(onChanged: (search: JobSearch) => void) {
  const login = useLinkedinLogin();
  const [pendingStart, setPendingStart] = useState<JobSearch | null>(null);
  const [applyMoreFor, setApplyMoreFor] = useState<JobSearch | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const checked = useOnDemand(checkedDialogs, applyMoreFor !== null || login.codeRequest !== null);
  const pending = (title: string, onClose: () => void) => (
    <PendingDialog
      title={title}
      onClose={onClose}
      failure={checked.kind === 'failed' ? { message: DIALOG_UNAVAILABLE, onRetry: checked.retry } : undefined}
    />
  );

  const refresh = useCallback(
    async (id: number) => {
      try {
        onChanged(await getJobSearch(id));
      } catch (error) {
        console.warn('Could not reload the job search after an action', error);
      }
    },
    [onChanged],
  );

  const run = useCallback(
    async (search: JobSearch) => {
      setBusyId(search.id);
      login.expect(search.id);
      try {
        await startJobSearch(search.id);
        await refresh(search.id);
      } catch (error) {
        console.error('Could not start the job search', error);
        login.dismiss();
        toastError(START_FAILED[0], startFailureMessage(error));
      } finally {
        setBusyId(null);
      }
    },
    [login, refresh],
  );

  /**
   * product §4.2: credits are checked first (no point asking for credentials that cannot be used),
   * then without saved credentials the credentials dialog comes first; saving them starts. Both
   * are read fresh: another tab may have spent the credits or disconnected LinkedIn.
   */
  const start = useCallback(
    async (search: JobSearch) => {
      setBusyId(search.id);
      const credits = await freshCredits();
      if (credits === 0) {
        setBusyId(null);
        toastError(START_FAILED[0], jobSearchRunMessages.noCredits);
        return;
      }
      const credentials = await queryClient.fetchQuery({ ...queries.linkedinCredentials(), staleTime: 0 });
      if (!credentials?.username) {
        setBusyId(null);
        setPendingStart(search);
        return;
      }
      await run(search);
    },
    [run],
  );

  const applyMore = useCallback(
    async (additional: number) => {
      const search = applyMoreFor;
      if (!search) return;
      let updated: JobSearch;
      try {
        const preference = await updateJobPreference(search.job_preference.id, {
          max_jobs: search.job_preference.max_jobs + additional,
        });
        updated = { ...search, job_preference: preference };
      } catch (error) {
        console.error('Could not raise the number of jobs', error);
        toastError(...APPLY_MORE_FAILED);
        return;
      }
      setApplyMoreFor(null);
      onChanged(updated);
      await start(updated);
    },
    [applyMoreFor, onChanged, start],
  );

  const stop = useCallback(
    async (search: JobSearch) => {
      setBusyId(search.id);
      try {
        await stopJobSearch(search.id);
        await refresh(search.id);
      } catch (error) {
        console.error('Could not stop the job search', error);
        toastError(...STOP_FAILED);
      } finally {
        setBusyId(null);
      }
    },
    [refresh],
  );

  /** Pause and Resume (product §4.12); a refusal the server explains (a 400) is shown as it says. */
  const pauseOrResume = useCallback(
    async (search: JobSearch, action: 'pause' | 'resume') => {
      setBusyId(search.id);
      try {
        onChanged(await (action === 'pause' ? pauseJobSearch : resumeJobSearch)(search.id));
      } catch (error) {
        console.error(`Could not ${action} the job search`, error);
        const [title, fallback] = action === 'pause' ? PAUSE_FAILED : RESUME_FAILED;
        const normalized = normalizeApiError(error);
        toastError(title, normalized.status === 400 ? normalized.message : fallback);
      } finally {
        setBusyId(null);
      }
    },
    [onChanged],
  );

  const submitCode = useCallback(
    async (code: string) => {
      try {
        await submitVerificationCode(code);
        login.verifying();
      } catch (error) {
        console.error('Could not submit the verification code', error);
        toastError(...CODE_SUBMIT_FAILED);
        throw error;
      }
    },
    [login],
  );

  const dialogs = (
    <>
      <SettingsDialog
        name="LinkedinCredentialsDialog"
        title="LinkedIn Credentials"
        open={pendingStart !== null}
        onClose={() => setPendingStart(null)}
        onSaved={() => {
          const search = pendingStart;
          setPendingStart(null);
          if (search) void run(search);
        }}
      />
      {checked.kind === 'ready' ? (
        <checked.module.ApplyMoreDialog
          open={applyMoreFor !== null}
          currentMax={applyMoreFor?.job_preference.max_jobs ?? 0}
          applied={applyMoreFor?.num_applied_jobs ?? 0}
          onClose={() => setApplyMoreFor(null)}
          onSubmit={applyMore}
        />
      ) : (
        applyMoreFor && pending(APPLY_MORE_TITLE, () => setApplyMoreFor(null))
      )}
      <OpeningLinkedinDialog open={login.phase === 'opening'} onClose={login.dismiss} />
      <LoginProgressDialog
        step={login.phase === 'started' || login.phase === 'verifying' ? login.phase : null}
        onClose={login.dismiss}
      />
      {login.codeRequest &&
        (checked.kind === 'ready' ? (
          // Keyed by the request: every verification_code event opens a fresh dialog and countdown.
          <checked.module.VerificationCodeDialog
            key={login.codeRequest.key}
            timeoutSeconds={login.codeRequest.timeoutSeconds}
            onSubmit={submitCode}
            onCancel={() => void login.cancel()}
            onExpire={login.expire}
          />
        ) : (
          pending(VERIFICATION_CODE_TITLE, () => void login.cancel())
        ))}
    </>
  );

  return {
    start: (search: JobSearch) => void start(search),
    stop: (search: JobSearch) => void stop(search),
    pause: (search: JobSearch) => void pauseOrResume(search, 'pause'),
    resume: (search: JobSearch) => void pauseOrResume(search, 'resume'),
    openApplyMore: setApplyMoreFor,
    busyId,
    dialogs,
  };
}
