import type { FastifyBaseLogger } from 'fastify';
import type { GivenAnswer, JobApplicationStatus } from '@app/shared/contract';
import type { PendingApplication } from '../db/schema';
import { appliedApplicationIds, toJobApplication, type JobApplicationRow } from '../db/repositories/job-applications';
import { recordAttempt } from '../db/repositories/job-application-attempts';
import type { JobSearchRow } from '../db/repositories/job-searches';
import { recountAppliedJobs, setPendingApplication } from '../db/repositories/job-search-runs';
import { chargeApplication, holdCreditForSubmission } from '../services/credits';
import type { RunNotifications } from '../services/notifications/run-notifications';
import type { RunTally } from '../services/notifications/run-ended-mail';
import type { FormQuestion } from './answers/applicant';
import type { BotDeps } from './bot-deps';
import { EndRun, type RunEnd } from './end-run';
import type { JobCard } from './linkedin/search-results';
import { recordWaiting, type PostingAttempt } from './posting-attempts';
import { runNotes, type AttemptCounts } from './run-notes';

/** Where on a company's own site an application went (recorded on it, product §4.13). */
export type CompanySiteOf = Pick<PendingApplication, 'companySystem' | 'companySiteUrl'>;

/** The posting as a submission in flight records it. */
export const pendingOf = (card: JobCard): Omit<PendingApplication, 'answers'> => ({
  linkedinJobId: card.jobId,
  jobTitle: card.title,
  companyName: card.company,
  jobUrl: card.url,
});

export interface RunOutcomesInput {
  search: JobSearchRow;
  run: number;
  log: FastifyBaseLogger;
  notifications: RunNotifications;
}

/**
 * What one run records, wherever it applied (Easy Apply or a company's site): every attempt stored
 * and announced live, each submission's credit held before its click and charged once when it is
 * really applied, and the counts the run's note and its email report.
 */
export class RunOutcomes {
  /** The search's applied jobs, all runs (recounted from the records after each application). */
  applied = 0;
  /** What this run recorded, by outcome: a run that applied to nothing says why (product §4.2). */
  private appliedThisRun = 0;
  private readonly counts: AttemptCounts = {
    waiting: 0,
    failed: 0,
    not_relevant: 0,
    already_applied: 0,
    skipped: 0,
    excluded: 0,
  };

  constructor(
    private readonly deps: BotDeps,
    private readonly input: RunOutcomesInput,
  ) {}

  /** Charges what a killed worker recorded applied but did not charge, then counts the applied jobs. */
  async start(): Promise<void> {
    const { db, live } = this.deps;
    const { search } = this.input;
    for (const id of await appliedApplicationIds(db, search.id)) {
      const charge = await chargeApplication(db, id);
      if (charge.charged) await live.publish(search.userId, 'user_credits_deducted', { credits: charge.balance });
    }
    this.applied = await recountAppliedJobs(db, search.id);
  }

  /**
   * LinkedIn has nothing more to offer: `completed` only when this run applied to jobs; otherwise
   * whether it found nothing new or found jobs and applied to none of them, with the reasons counted.
   */
  resultsRanOut(easyApplyOnly: boolean): RunEnd {
    if (this.appliedThisRun > 0)
      return { status: 'completed', notes: runNotes.noMoreResults(this.applied, easyApplyOnly) };
    const attempted = Object.values(this.counts).some((n) => n > 0);
    if (!attempted) return { status: 'no_matches', notes: runNotes.noMatches(this.applied, easyApplyOnly) };
    return { status: 'nothing_applied', notes: runNotes.nothingApplied(this.counts) };
  }

  /** What this run recorded so far, for the run-ended email. */
  tally(): RunTally {
    const { waiting, failed, not_relevant, already_applied, skipped, excluded } = this.counts;
    return {
      applied: this.appliedThisRun,
      failed,
      skipped: not_relevant + already_applied + skipped + excluded,
      waiting,
    };
  }

  /**
   * Every attempt, whatever its outcome, is counted for the run's note and shown live (product §4.5);
   * `countedAs` tells a posting the user excluded from other skipped ones.
   */
  async announce(row: JobApplicationRow, countedAs?: keyof AttemptCounts): Promise<void> {
    const { search } = this.input;
    if (countedAs) this.counts[countedAs] += 1;
    else if (row.status !== 'applied' && row.status !== 'answered') this.counts[row.status] += 1;
    await this.deps.live.publish(search.userId, 'job_application_recorded', {
      job_search_id: search.id,
      application: toJobApplication(row),
    });
  }

  /** Records an outcome other than applied; announced unless the row was final already. */
  async record(
    card: JobCard,
    status: Exclude<JobApplicationStatus, 'applied'>,
    errorMessage: string | null,
    answers: GivenAnswer[],
    countedAs?: keyof AttemptCounts,
    where?: CompanySiteOf,
  ): Promise<void> {
    const { application, changed } = await recordAttempt(this.deps.db, {
      userId: this.input.search.userId,
      jobSearchId: this.input.search.id,
      ...pendingOf(card),
      ...where,
      status,
      errorMessage,
      answers,
    });
    if (changed) await this.announce(application, countedAs);
  }

  /** The last credit is held before the click, so two searches of the user never both spend it. */
  async holdCredit(card: JobCard, answers: GivenAnswer[], where?: CompanySiteOf): Promise<void> {
    const { search } = this.input;
    const held = await holdCreditForSubmission(
      this.deps.db,
      { id: search.id, userId: search.userId, run: this.input.run },
      { ...pendingOf(card), answers, ...where },
    );
    if (!held) throw new EndRun({ status: 'out_of_credits', notes: runNotes.outOfCredits(this.applied) });
  }

  /** The submission in flight was not accepted: its hold is let go, nothing charged. */
  async releaseHold(): Promise<void> {
    await setPendingApplication(this.deps.db, this.input.search.id, this.input.run, null);
  }

  /** A required question the user's data does not answer: the posting waits under "Answers needed". */
  async waitForAnswer(attempt: PostingAttempt, question: FormQuestion): Promise<void> {
    const row = await recordWaiting(this.deps, attempt, question);
    await this.announce(row);
    if (row.status === 'waiting') await this.input.notifications.questionAdded();
  }

  /**
   * LinkedIn shows the job applied. If it is the submission this search had in flight when its
   * worker died, it is ours: recorded as applied and charged now. Otherwise the user applied
   * elsewhere.
   */
  async alreadyApplied(card: JobCard, pending: PendingApplication | null): Promise<void> {
    if (pending?.linkedinJobId === card.jobId) return this.appliedTo(pending);
    await this.record(card, 'already_applied', null, []);
  }

  /**
   * Record, charge, count, announce. Only a row this call created is charged and announced: an
   * existing row (another recording of the same job) was charged, or not, when it was recorded.
   */
  async appliedTo(sent: PendingApplication): Promise<void> {
    const { db, live } = this.deps;
    const { search } = this.input;
    const { application, changed } = await recordAttempt(db, {
      userId: search.userId,
      jobSearchId: search.id,
      ...sent,
      status: 'applied',
    });
    // Not changed: the row was final already (applied, or LinkedIn's "already applied"); charged
    // at most once, when it became applied. The charge comes before the submission's hold is let
    // go, so no other search counts on that credit meanwhile.
    const newlyApplied = changed && application.status === 'applied';
    const charge = newlyApplied ? await chargeApplication(db, application.id) : undefined;
    await this.releaseHold();
    this.applied = await recountAppliedJobs(db, search.id);
    if (!charge) {
      this.input.log.warn(
        { linkedinJobId: sent.linkedinJobId, existing: application.id, status: application.status },
        'job already recorded; not charged again',
      );
      return;
    }
    this.appliedThisRun += 1;
    this.input.log.info({ linkedinJobId: sent.linkedinJobId, charge }, 'applied');
    if (charge.charged) await live.publish(search.userId, 'user_credits_deducted', { credits: charge.balance });
    // The specification's event for a success, then ours for every attempt (product §4.5).
    await live.publish(search.userId, 'job_application_success', {
      job_search_id: search.id,
      application: toJobApplication(application),
    });
    await this.announce(application);
  }
}
