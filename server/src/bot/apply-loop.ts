import type { FastifyBaseLogger } from 'fastify';
import type { Page } from 'playwright-core';
import type {
  CompanySystemName,
  GivenAnswer,
  JobApplicationStatus,
  JobSearchStatus,
  LiveEventPayload,
  TimePeriod,
} from '@app/shared/contract';
import type { PendingApplication } from '../db/schema';
import { claimJob } from '../db/repositories/job-claims';
import { appliedApplicationIds, toJobApplication, type JobApplicationRow } from '../db/repositories/job-applications';
import {
  findOwnApplication,
  mayRetry,
  recordAttempt,
  retryablePostings,
} from '../db/repositories/job-application-attempts';
import type { JobPreferenceRow } from '../db/repositories/job-preferences';
import type { JobSearchRow } from '../db/repositories/job-searches';
import {
  countAppliedSince,
  recountAppliedJobs,
  runFlags,
  setPendingApplication,
} from '../db/repositories/job-search-runs';
import { findUserById } from '../db/repositories/users';
import { findExclusionsOfPreference } from '../db/repositories/excluded-companies';
import { chargeApplication, holdCreditForSubmission } from '../services/credits';
import { freshApplicant } from './fresh-applicant';
import { answerQuestion } from './answers/answer-question';
import { noSuggestionMessage, type Answer, type Applicant, type FormQuestion } from './answers/applicant';
import type { BotDeps } from './bot-deps';
import { systemNames } from './company-sites/company-apply';
import { companyDrivers } from './company-sites/company-drivers';
import { companySiteReasons } from './company-sites/company-site-reasons';
import { coverLetterOf } from './company-sites/cover-letter';
import { openCompanySite } from './company-sites/open-company-site';
import { easyApply } from './linkedin/easy-apply';
import { openPosting } from './linkedin/job-page';
import { readResultsPage, searchPageUrl, type JobCard } from './linkedin/search-results';
import { selectors } from './linkedin/selectors';
import { cardOf, recordFailed, recordWaiting, type PostingAttempt } from './posting-attempts';
import type { Pacer } from './pacing';
import { scoreRelevance } from './relevance/score-relevance';
import { excludedByCard, excludedByDescription } from './exclusions/excluded-posting';
import { UnexpectedErrorStreak } from './unexpected-error-streak';
import { postingFailureOf, UNEXPECTED } from './posting-failure';
import { runNotes, postingReasons, type AttemptCounts } from './run-notes';
import { PageNotRecognised, RunSuperseded, type PostingFailure } from './run-errors';
import { saveSnapshot } from './snapshots';
import type { RunNotifications } from '../services/notifications/run-notifications';
import type { RunTally } from '../services/notifications/run-ended-mail';
import { dailyLimitDayStart } from '../services/daily-limit-day';

export interface RunEnd {
  status: JobSearchStatus;
  notes: string;
}

export interface ApplyLoopInput {
  search: JobSearchRow;
  preference: JobPreferenceRow;
  run: number;
  page: Page;
  pacer: Pacer;
  applicant: Applicant;
  resumePath: string;
  log: FastifyBaseLogger;
  /** The user's emails about this run (answers needed; the run's end is run-search's). */
  notifications: RunNotifications;
}

/** Where on a company's own site an application went (recorded on it, product §4.13). */
type CompanySiteOf = Pick<PendingApplication, 'companySystem' | 'companySiteUrl'>;

/** A reason to end the run found between two applications. */
class EndRun extends Error {
  constructor(readonly end: RunEnd) {
    super(end.notes);
  }
}

/**
 * For each search term, page by page: skip what was applied to already, (Relevant Jobs Only)
 * what does not fit, and apply to the rest, until a limit ends the run. Each job is claimed for the
 * user before its form is opened, so two runs of one user never submit it twice. Every applied job
 * is recorded, then charged (only the application this run recorded, once, within max_jobs), then
 * announced.
 */
export class ApplyLoop {
  private applied = 0;
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
  /** The applicant's data, with custom answers re-read before each form (the user may answer mid-run). */
  private applicant: Applicant;
  /** Unforeseen errors on 3 postings in a row mean something is wrong with the bot: the run stops. */
  private readonly unexpected = new UnexpectedErrorStreak(3);

  constructor(
    private readonly deps: BotDeps,
    private readonly input: ApplyLoopInput,
  ) {
    this.applicant = input.applicant;
  }

  async run(): Promise<RunEnd> {
    const { search, preference } = this.input;
    await this.settleCharges();
    this.applied = await recountAppliedJobs(this.deps.db, search.id);
    const terms = preference.searchTerm
      .split(';')
      .map((term) => term.trim())
      .filter(Boolean);
    try {
      // What waited for an answer or failed on a passing error last time, first.
      await this.retryPostings({ failed: true });
      for (const term of terms) {
        for (let pageIndex = 0; ; pageIndex += 1) {
          await this.checkLimits();
          const url = searchPageUrl(this.deps.bot.linkedinBaseUrl, {
            keywords: term,
            location: preference.location,
            timePeriod: preference.timePeriod as TimePeriod,
            remoteOnly: preference.remoteOnly,
            easyApplyOnly: !preference.applyOnCompanySites,
            page: pageIndex,
          });
          await this.input.pacer.page();
          await this.activity({ step: 'reading_results', search_term: term, page: pageIndex + 1 });
          const cards = await readResultsPage(this.input.page, url, this.deps.bot.linkedinBaseUrl, this.input.log);
          for (const card of cards) {
            // Postings whose question the user answered while this run went on come first: right
            // after the posting in hand, before new ones and before the run may end on its maximum.
            await this.retryPostings({ failed: false });
            await this.checkLimits();
            await this.attempt(card, term);
          }
          if (cards.length < selectors.search.pageSize) break;
        }
      }
      await this.retryPostings({ failed: false });
    } catch (error) {
      if (error instanceof EndRun) return error.end;
      throw error;
    }
    return this.resultsRanOut();
  }

  /**
   * LinkedIn has nothing more to offer: `completed` only when this run applied to jobs; otherwise
   * whether it found nothing new or found jobs and applied to none of them, with the reasons counted.
   */
  private resultsRanOut(): RunEnd {
    const easyApplyOnly = !this.input.preference.applyOnCompanySites;
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

  /** Tells the search's page what the bot is doing now. */
  private activity(activity: LiveEventPayload<'job_search_activity'>['activity']): Promise<void> {
    const { search } = this.input;
    return this.deps.live.publish(search.userId, 'job_search_activity', { job_search_id: search.id, activity });
  }

  /**
   * Every attempt, whatever its outcome, is counted for the run's note and shown live (product §4.5);
   * `countedAs` tells a posting the user excluded from other skipped ones.
   */
  private async announce(row: JobApplicationRow, countedAs?: keyof AttemptCounts): Promise<void> {
    const { search } = this.input;
    if (countedAs) this.counts[countedAs] += 1;
    else if (row.status !== 'applied' && row.status !== 'answered') this.counts[row.status] += 1;
    await this.deps.live.publish(search.userId, 'job_application_recorded', {
      job_search_id: search.id,
      application: toJobApplication(row),
    });
  }

  /** Ends the run (via EndRun) when the user stopped it or a limit is reached. */
  private async checkLimits(): Promise<void> {
    const { db } = this.deps;
    const { search } = this.input;
    const flags = await runFlags(db, search.id, this.input.run);
    if (!flags.current) throw new RunSuperseded();
    const end = (status: JobSearchStatus, notes: string): never => {
      throw new EndRun({ status, notes });
    };
    // A pause ends the run as Stop does, between postings, never in a submission (product §4.12).
    if (flags.stopRequested) end('stopped', runNotes.stoppedBy(flags, this.applied));
    if (this.applied >= flags.maxJobs) end('completed', runNotes.maxJobsReached(this.applied));
    const user = await findUserById(db, search.userId);
    if (!user || user.credits <= 0) end('out_of_credits', runNotes.outOfCredits(this.applied));
    const limit = this.deps.bot.dailyApplyLimit;
    if ((await countAppliedSince(db, search.userId, dailyLimitDayStart())) >= limit)
      end('daily_limit', runNotes.dailyCap(this.applied, limit));
  }

  /** Opens again this search's postings that may be retried now (see retryablePostings). */
  private async retryPostings(options: { failed: boolean }): Promise<void> {
    const { search } = this.input;
    const rows = await retryablePostings(this.deps.db, search.userId, { jobSearchId: search.id, ...options });
    for (const row of rows) {
      await this.checkLimits();
      await this.attempt(cardOf(row));
    }
  }

  /** One posting; whatever goes wrong with it alone is recorded on it and the run goes on. */
  private async attempt(card: JobCard, term?: string): Promise<void> {
    try {
      await this.handleJob(card, term);
      this.unexpected.cleared();
    } catch (error) {
      if (error instanceof EndRun) throw error;
      const failure = postingFailureOf(error);
      if (!failure) throw error;
      await this.postingFailed(card, failure);
    }
  }

  /**
   * Records the posting as failed with the user's reason, keeps the page for the operator and the
   * detail in the log. A page LinkedIn shows that the bot does not recognise is that posting's
   * failure and the run goes on; only unforeseen errors on 3 postings in a row end it.
   */
  private async postingFailed(card: JobCard, failure: PostingFailure): Promise<void> {
    const { db } = this.deps;
    const { search, page, log } = this.input;
    // A search deleted meanwhile (its account was deleted) keeps no page on disk.
    if (!(await runFlags(db, search.id, this.input.run)).current) throw new RunSuperseded();
    const snapshot = await saveSnapshot(page, this.deps.dataDir, search.id, search.userId);
    log.warn(
      { linkedinJobId: card.jobId, url: page.url(), missing: failure.missing, snapshot, err: failure.cause ?? failure },
      'posting not completed; run goes on',
    );
    const pending = (await runFlags(db, search.id, this.input.run)).pending;
    // Submitted but not confirmed: left pending, so a later visit that sees it applied charges it.
    if (pending?.linkedinJobId !== card.jobId) await this.record(card, 'failed', failure.reason, []);
    if (failure.missing !== UNEXPECTED) return this.unexpected.cleared();
    // What went wrong is in the log above and in the snapshot; the note stays plain.
    if (this.unexpected.failed()) throw new EndRun({ status: 'failed', notes: runNotes.unexpected });
  }

  /** `term` is the search term that found the card; none for a posting opened again. */
  private async handleJob(card: JobCard, term?: string): Promise<void> {
    const { db } = this.deps;
    const { search, page } = this.input;
    // Our own records: applied and already applied are final; waiting and failed may be retried.
    const existing = await findOwnApplication(db, search.userId, card.jobId);
    if (existing && !(await mayRetry(db, existing))) return;
    const attempt = (answers: GivenAnswer[]): PostingAttempt => ({
      userId: search.userId,
      jobSearchId: search.id,
      card,
      existing,
      answers,
    });
    // Another running search of this user has the job: it applies, this one skips it, uncharged.
    if (!(await claimJob(db, { userId: search.userId, linkedinJobId: card.jobId, jobSearchId: search.id }))) {
      this.input.log.info({ linkedinJobId: card.jobId }, 'job claimed by another search of the user; skipped');
      return;
    }

    const pending = (await runFlags(db, search.id, this.input.run)).pending;
    if (card.applied) return this.alreadyApplied(card, pending);
    if (pending?.linkedinJobId === card.jobId && pending.companySystem)
      return this.interrupted(card, pending.companySystem, pending.companySiteUrl ?? card.url, pending.answers);

    // The user's exclusions (product §4.11), read afresh: company and title before the posting is opened.
    const exclusions = await findExclusionsOfPreference(db, search.userId, this.input.preference.id);
    const excludedCard = excludedByCard(card, exclusions);
    if (excludedCard) return this.record(card, 'skipped', excludedCard, [], 'excluded');

    await this.input.pacer.page();
    await this.activity({ step: 'applying', job_title: card.title, company_name: card.company });
    const posting = await openPosting(page, card.url, this.input.log);
    const { apply } = posting;
    if (apply.kind === 'applied') return this.alreadyApplied(card, pending);
    const excludedPosting = excludedByDescription(posting.description, exclusions);
    if (excludedPosting) return this.record(card, 'skipped', excludedPosting, [], 'excluded');
    // Closed: skipped for good, never charged.
    if (apply.kind === 'closed') return this.record(card, 'skipped', postingReasons.closed, []);
    if (apply.kind === 'unknown') throw new PageNotRecognised(selectors.job.applyWhat);

    if (this.input.preference.relevantJobsOnly && term !== undefined && !existing) {
      const relevance = scoreRelevance({
        title: card.title,
        description: posting.description,
        searchTerm: term,
        resumeText: this.applicant.resumeText,
      });
      if (!relevance.relevant) return this.record(card, 'not_relevant', relevance.reason, []);
    }

    this.applicant = await freshApplicant(db, search.userId, this.applicant);
    // Applied to on the company's own site: followed there, and filled where the bot knows the form.
    if (apply.kind === 'external') return this.applyOnCompanySite(card, apply.href, attempt);
    let unanswered: FormQuestion | undefined;
    const result = await easyApply(page, {
      control: apply.control,
      resumePath: this.input.resumePath,
      followCompany: this.input.applicant.followCompanies,
      pacer: this.input.pacer,
      answer: async (question) => {
        const answer = await this.answer(question);
        if (!answer.answered) unanswered = question;
        return answer;
      },
      beforeSubmit: (answers) => this.holdCredit(card, answers),
    });
    switch (result.outcome) {
      case 'sent':
        return this.appliedTo({ ...this.pendingOf(card), answers: result.answers });
      case 'unanswered': {
        const question: FormQuestion =
          unanswered?.label === result.question
            ? unanswered
            : { label: result.question, kind: 'text', required: true, options: [] };
        return this.waitForAnswer(attempt(result.answers), question);
      }
      case 'no_suggestion':
        return this.announce(
          await recordFailed(this.deps, attempt(result.answers), noSuggestionMessage(result.question, result.answer)),
        );
      case 'refused':
        await setPendingApplication(db, search.id, this.input.run, null);
        return this.announce(
          await recordFailed(
            this.deps,
            attempt(result.answers),
            `LinkedIn did not accept the application: ${result.message}`,
          ),
        );
      case 'daily_limit':
        throw new EndRun({ status: 'daily_limit', notes: runNotes.linkedinLimit(this.applied) });
      case 'external':
        // Its button read like Easy Apply's but led off LinkedIn: the company's own site.
        await setPendingApplication(db, search.id, this.input.run, null);
        if (!result.url) return this.record(card, 'skipped', postingReasons.external, []);
        return this.applyOnCompanySite(card, result.url, attempt);
    }
  }

  /** The user's data answers first; the LLM (when configured) is asked last, only what it did not answer. */
  private async answer(question: FormQuestion): Promise<Answer> {
    const answer = answerQuestion(question, this.applicant);
    if (answer.answered || !this.deps.llm) return answer;
    return this.deps.llm(question, this.applicant);
  }

  /** The last credit is held before the click, so two searches of the user never both spend it. */
  private async holdCredit(card: JobCard, answers: GivenAnswer[], where?: CompanySiteOf): Promise<void> {
    const { search } = this.input;
    const held = await holdCreditForSubmission(
      this.deps.db,
      { id: search.id, userId: search.userId, run: this.input.run },
      { ...this.pendingOf(card), answers, ...where },
    );
    if (!held) throw new EndRun({ status: 'out_of_credits', notes: runNotes.outOfCredits(this.applied) });
  }

  /** A required question the user's data does not answer: the posting waits under "Answers needed". */
  private async waitForAnswer(attempt: PostingAttempt, question: FormQuestion): Promise<void> {
    const row = await recordWaiting(this.deps, attempt, question);
    await this.announce(row);
    if (row.status === 'waiting') await this.input.notifications.questionAdded();
  }

  /**
   * Follows the apply control to the company's site (in a tab of its own) and applies there when it
   * runs a system whose form the bot fills: the same answers, resume, hold and charge as Easy Apply,
   * charged only on the system's own confirmation. Any other site is skipped with its link; a
   * CAPTCHA or an emailed code needs the person, never charged.
   */
  private async applyOnCompanySite(
    card: JobCard,
    href: string,
    attempt: (answers: GivenAnswer[]) => PostingAttempt,
  ): Promise<void> {
    const { db } = this.deps;
    const { search, run, page, pacer, preference } = this.input;
    // The user's choice (product §4.13), read at the start of the run: Easy Apply only.
    if (!preference.applyOnCompanySites) return this.record(card, 'skipped', postingReasons.companySitesOff, []);
    const site = await openCompanySite(page.context(), href);
    try {
      if (!site.form) return await this.record(card, 'skipped', companySiteReasons.unsupported(site.url), []);
      const system = systemNames[site.form.system];
      const where = { companySystem: site.form.system, companySiteUrl: site.url };
      this.input.log.info({ linkedinJobId: card.jobId, system, url: site.url }, 'applying on the company site');
      const applyOn = companyDrivers[site.form.system];
      const result = await applyOn(site.form.frame, {
        resumePath: this.input.resumePath,
        answer: (question) => this.answer(question),
        coverLetter: (question) => coverLetterOf(this.applicant, question),
        beforeSubmit: (answers) => this.holdCredit(card, answers, where),
        action: () => pacer.action(),
      });
      if (result.outcome === 'sent')
        return await this.appliedTo({ ...this.pendingOf(card), ...where, answers: result.answers });
      if (result.outcome === 'unanswered')
        return await this.waitForAnswer({ ...attempt(result.answers), ...where }, result.question);
      // Nothing was accepted: the hold (if the form was sent) is let go, nothing charged.
      await setPendingApplication(db, search.id, run, null);
      switch (result.outcome) {
        case 'refused':
          return await this.announce(
            await recordFailed(
              this.deps,
              { ...attempt(result.answers), ...where },
              companySiteReasons.refused(system, card.company, result.message),
            ),
          );
        case 'needs_file':
          return await this.record(card, 'skipped', companySiteReasons.file(result.question, site.url), []);
        case 'needs_you': {
          const reason = result.wall === 'captcha' ? companySiteReasons.captcha : companySiteReasons.emailCode;
          return await this.record(card, 'skipped', reason(site.url), []);
        }
        case 'unconfirmed':
          return await this.record(
            card,
            'skipped',
            companySiteReasons.unconfirmed(system, site.url),
            result.answers,
            undefined,
            where,
          );
      }
    } finally {
      await site.page.close().catch(() => undefined);
    }
  }

  private pendingOf(card: JobCard): Omit<PendingApplication, 'answers'> {
    return { linkedinJobId: card.jobId, jobTitle: card.title, companyName: card.company, jobUrl: card.url };
  }

  /**
   * LinkedIn shows the job applied. If it is the submission this search had in flight when its
   * worker died, it is ours: recorded as applied and charged now. Otherwise the user applied
   * elsewhere.
   */
  private async alreadyApplied(card: JobCard, pending: PendingApplication | null): Promise<void> {
    if (pending?.linkedinJobId === card.jobId) return this.appliedTo(pending);
    await this.record(card, 'already_applied', null, []);
  }

  /**
   * A company-site submission this search had in flight when its worker died (held, perhaps sent,
   * its confirmation never seen). The site's tab died with the worker and LinkedIn never marks such
   * a job applied, so whether it arrived cannot be learned: it is not sent again (the company may
   * have it), not counted and not charged — the hold is let go and the user gets the link.
   */
  private async interrupted(
    card: JobCard,
    companySystem: CompanySystemName,
    url: string,
    answers: GivenAnswer[],
  ): Promise<void> {
    const system = systemNames[companySystem];
    this.input.log.warn(
      { linkedinJobId: card.jobId, system, url },
      'company-site submission in flight when the run stopped',
    );
    await setPendingApplication(this.deps.db, this.input.search.id, this.input.run, null);
    await this.record(card, 'skipped', companySiteReasons.interrupted(system, url), answers, undefined, {
      companySystem,
      companySiteUrl: url,
    });
  }

  /** Records an outcome other than applied; announced unless the row was final already. */
  private async record(
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
      ...this.pendingOf(card),
      ...where,
      status,
      errorMessage,
      answers,
    });
    if (changed) await this.announce(application, countedAs);
  }

  /**
   * Record, charge, count, announce. Only a row this call created is charged and announced: an
   * existing row (another recording of the same job) was charged, or not, when it was recorded.
   */
  private async appliedTo(sent: PendingApplication): Promise<void> {
    const { db, live } = this.deps;
    const { search, run } = this.input;
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
    await setPendingApplication(db, search.id, run, null);
    if (!charge) {
      this.applied = await recountAppliedJobs(db, search.id);
      this.input.log.warn(
        { linkedinJobId: sent.linkedinJobId, existing: application.id, status: application.status },
        'job already recorded; not charged again',
      );
      return;
    }
    this.applied = await recountAppliedJobs(db, search.id);
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

  /** Charges applied applications a killed worker recorded but did not charge (a no-op otherwise). */
  private async settleCharges(): Promise<void> {
    const { db, live } = this.deps;
    const { search } = this.input;
    for (const id of await appliedApplicationIds(db, search.id)) {
      const charge = await chargeApplication(db, id);
      if (charge.charged) await live.publish(search.userId, 'user_credits_deducted', { credits: charge.balance });
    }
  }
}
