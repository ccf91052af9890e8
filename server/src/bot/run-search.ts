import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { JobSearchStatus } from '@app/shared/contract';
import { findExtraInformation } from '../db/repositories/extra-information';
import { clearLinkedinCookies, getLinkedinLogin, saveLinkedinCookies } from '../db/repositories/linkedin-credentials';
import { findDefaultResume } from '../db/repositories/resumes';
import { findUserById } from '../db/repositories/users';
import {
  awaitVerificationCode,
  loadSearchForRun,
  runFlags,
  setRunStatus,
  stopAwaitingVerification,
  takeVerificationCode,
} from '../db/repositories/job-search-runs';
import type { BotDeps, RunRequest } from './bot-deps';
import { ApplyLoop, type RunEnd } from './apply-loop';
import { buildApplicant } from './answers/build-applicant';
import { signIn, type CodeAnswer } from './linkedin/login';
import { PageLoadFailed } from './linkedin/page-load';
import { createPacer } from './pacing';
import { PageNotRecognised, RunSuperseded } from './run-errors';
import { runNotes } from './run-notes';
import { makeResumeCopyFolder } from './resume-copies';
import { saveSnapshot } from './snapshots';
import { createRunNotifications } from '../services/notifications/run-notifications';
import type { RunTally } from '../services/notifications/run-ended-mail';

/**
 * Runs one queued search from login to its last application, and leaves it in one of the end
 * states of product §4.2 with a note. When `signal` aborts (the worker is shutting down) the search is left
 * running, so the next worker picks it up again.
 */
export async function runSearch(deps: BotDeps, request: RunRequest, signal: AbortSignal): Promise<void> {
  const loaded = await loadSearchForRun(deps.db, request.searchId);
  if (!loaded || loaded.search.run !== request.run || loaded.search.status !== 'running') return;
  const { search, preference } = loaded;
  const userId = search.userId;
  const log = deps.log.child({ jobSearchId: search.id, run: request.run });

  const notifications = createRunNotifications(
    { ...deps, log },
    { searchId: search.id, userId, searchTerm: preference.searchTerm, location: preference.location },
  );
  let loop: ApplyLoop | undefined;
  // The one place a run ends: a run handed over to another worker (signal aborted) never gets here.
  const finish = async (status: JobSearchStatus, notes: string) => {
    if (await setRunStatus(deps.db, search.id, request.run, status, notes)) {
      await deps.live.publish(userId, 'job_search_status_updated', { job_search_id: search.id, status, notes });
      log.info({ status, notes }, 'job search run ended');
      await notifications.runEnded(status, notes, loop?.tally() ?? NOTHING_RECORDED);
    }
  };
  const loginEvent = (status: 'started' | 'verification_code' | 'verifying' | 'succeeded' | 'failed') =>
    deps.live.publish(userId, 'login_to_linkedin', {
      status,
      job_search_id: search.id,
      // product §4.4: the dialog counts down exactly as long as the bot waits.
      ...(status === 'verification_code' && { timeout_seconds: deps.bot.verificationTimeoutSeconds }),
    });

  const [user, login, resume, extra] = await Promise.all([
    findUserById(deps.db, userId),
    getLinkedinLogin(deps.db, deps.secretBox, userId),
    findDefaultResume(deps.db, userId),
    findExtraInformation(deps.db, userId),
  ]);
  const missing = [!login && 'LinkedIn credentials', !resume && 'a resume', !extra && 'Additional Information'].filter(
    Boolean,
  );
  if (!user || !login || !resume || !extra) return finish('failed', runNotes.missingSetup(missing.join(', ')));

  const pacer = createPacer(deps.bot.pacing);
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const folder = await makeResumeCopyFolder(deps.dataDir, search.id);
  const closeOnAbort = () => void context?.close().catch(() => undefined);
  signal.addEventListener('abort', closeOnAbort);
  try {
    // A PIN request left by a worker that died while waiting is no longer anyone's: no page may
    // open a dialog for it (this run asks again if LinkedIn does).
    await stopAwaitingVerification(deps.db, search.id, request.run);
    const before = await runFlags(deps.db, search.id, request.run);
    if (before.stopRequested) return await finish('stopped', runNotes.stoppedBy(before, search.numAppliedJobs));
    context = await deps.browsers.newContext();
    if (signal.aborted) return;
    page = await context.newPage();
    page.setDefaultTimeout(15_000);

    await loginEvent('started');
    await deps.live.publish(userId, 'job_search_activity', {
      job_search_id: search.id,
      activity: { step: 'signing_in' },
    });
    const outcome = await signIn(
      context,
      page,
      { baseUrl: deps.bot.linkedinBaseUrl, username: login.username, password: login.password, cookies: login.cookies },
      {
        pacer,
        log,
        waitForCode: async () => {
          const seconds = deps.bot.verificationTimeoutSeconds;
          await awaitVerificationCode(deps.db, search.id, request.run, seconds);
          await loginEvent('verification_code');
          const answer = await waitForCode(deps, request, signal, Date.now() + seconds * 1000);
          if ('none' in answer) await stopAwaitingVerification(deps.db, search.id, request.run);
          return answer;
        },
        verifying: () => loginEvent('verifying'),
      },
    );
    if (signal.aborted) return;
    if (!outcome.ok) {
      if (login.cookies) await clearLinkedinCookies(deps.db, userId);
      await loginEvent('failed');
      // The user stopped the search while LinkedIn waited for the PIN: that is not a failed login.
      const flags = await runFlags(deps.db, search.id, request.run);
      if (outcome.reason === 'no_code' && flags.stopRequested) {
        return await finish('stopped', runNotes.stoppedBy(flags, search.numAppliedJobs));
      }
      // The user chose Cancel in the PIN dialog: the login failed (the event above), but nothing is
      // wrong with their LinkedIn account, so the search reads as stopped by them.
      if (outcome.reason === 'cancelled') return await finish('stopped', runNotes.codeCancelled);
      const note = {
        bad_credentials: runNotes.badCredentials,
        no_code: runNotes.noCode,
        wrong_code: runNotes.wrongCode,
      }[outcome.reason];
      return await finish('login_failed', note);
    }
    await saveLinkedinCookies(deps.db, deps.secretBox, userId, JSON.stringify(await context.cookies()));
    await loginEvent('succeeded');

    // The file LinkedIn receives carries the name the user uploaded, as if they picked it.
    const resumePath = path.join(folder, path.basename(resume.fileName) || 'resume.pdf');
    await writeFile(resumePath, resume.content, { mode: 0o600 });
    const applicant = buildApplicant({ user, linkedinEmail: login.username, extra, resumeText: resume.text });
    loop = new ApplyLoop(deps, {
      search,
      preference,
      page,
      pacer,
      applicant,
      resumePath,
      run: request.run,
      log,
      notifications,
    });
    const end: RunEnd = await loop.run();
    await finish(end.status, end.notes);
  } catch (error) {
    if (signal.aborted || error instanceof RunSuperseded) return;
    // The account was deleted during the run: its writes failed on the missing rows; nothing to record.
    if (!(await loadSearchForRun(deps.db, search.id))) {
      log.info('job search deleted during its run; run ends');
      return;
    }
    if (error instanceof PageNotRecognised) {
      const file = page && (await saveSnapshot(page, deps.dataDir, search.id, search.userId));
      log.warn({ what: error.what, snapshot: file, url: page?.url() }, 'LinkedIn page not recognised; snapshot kept');
      return await finish('failed', runNotes.pageNotRecognised);
    }
    // A page every run needs (sign-in, the job list) kept answering with an error, retries and all.
    if (error instanceof PageLoadFailed) {
      log.error({ url: error.url, status: error.status }, 'LinkedIn kept answering with an error; run ends');
      return await finish('failed', runNotes.linkedinErrors);
    }
    // The network code is for the log; the user reads that LinkedIn could not be reached.
    const network = /net::(ERR_[A-Z_]+)/.exec((error as Error)?.message ?? '');
    log.error({ err: error, network: network?.[1] }, 'job search run failed');
    await finish('failed', network ? runNotes.unreachable : runNotes.unexpected);
  } finally {
    signal.removeEventListener('abort', closeOnAbort);
    await context?.close().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
}

/** The tally of a run that ended before it looked at any job (login, missing setup). */
const NOTHING_RECORDED: RunTally = { applied: 0, failed: 0, skipped: 0, waiting: 0 };

/** Polls the database for the code the API stored, until BOT_VERIFICATION_TIMEOUT or a cancel. */
async function waitForCode(
  deps: BotDeps,
  request: RunRequest,
  signal: AbortSignal,
  deadline: number,
): Promise<CodeAnswer> {
  while (Date.now() < deadline && !signal.aborted) {
    const poll = await takeVerificationCode(deps.db, request.searchId, request.run);
    if (poll === 'cancelled') return { none: 'cancelled' };
    if (poll !== 'waiting') return poll;
    const flags = await runFlags(deps.db, request.searchId, request.run);
    if (!flags.current || flags.stopRequested) return { none: 'no_code' };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { none: 'no_code' };
}
