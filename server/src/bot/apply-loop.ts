import type { FastifyBaseLogger } from 'fastify';
import type { Page } from 'playwright-core';
import type { GivenAnswer, JobSearchStatus, LiveEventPayload, TimePeriod } from '@app/shared/contract';
import { claimJob } from '../db/repositories/job-claims';
import { findOwnApplication, mayRetry, retryablePostings } from '../db/repositories/job-application-attempts';
import type { JobPreferenceRow } from '../db/repositories/job-preferences';
import type { JobSearchRow } from '../db/repositories/job-searches';
import { countAppliedSince, runFlags } from '../db/repositories/job-search-runs';
import { findUserById } from '../db/repositories/users';
import { findExclusionsOfPreference } from '../db/repositories/excluded-companies';
import { freshApplicant } from './fresh-applicant';
import { answerQuestion } from './answers/answer-question';
import { noSuggestionMessage, type Answer, type Applicant, type FormQuestion } from './answers/applicant';
import type { BotDeps } from './bot-deps';
import { applyOnCompanySite, companySiteInterrupted, type CompanySiteRun } from './company-sites/apply-on-company-site';
import { EndRun, type RunEnd } from './end-run';
import { easyApply } from './linkedin/easy-apply';
import { openPosting } from './linkedin/job-page';
import { readResultsPage, searchPageUrl, type JobCard } from './linkedin/search-results';
import { selectors } from './linkedin/selectors';
import { cardOf, recordFailed, type PostingAttempt } from './posting-attempts';
import type { Pacer } from './pacing';
import { scoreRelevance } from './relevance/score-relevance';
import { excludedByCard, excludedByDescription } from './exclusions/excluded-posting';
import { UnexpectedErrorStreak } from './unexpected-error-streak';
import { postingFailureOf, UNEXPECTED } from './posting-failure';
import { runNotes, postingReasons } from './run-notes';
import { PageNotRecognised, RunSuperseded, type PostingFailure } from './run-errors';
import { pendingOf, RunOutcomes } from './run-outcomes';
import { saveSnapshot } from './snapshots';
import type { RunNotifications } from '../services/notifications/run-notifications';
import type { RunTally } from '../services/notifications/run-ended-mail';
import { dailyLimitDayStart } from '../services/daily-limit-day';

export type { RunEnd } from './end-run';

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

/**
 * For each search term, page by page: skip what was applied to already, (Relevant Jobs Only)
 * what does not fit, and apply to the rest, until a limit ends the run. Each job is claimed for the
 * user before its form is opened, so two runs of one user never submit it twice. Every applied job
 * is recorded, then charged (only the application this run recorded, once, within max_jobs), then
 * announced.
 */
export class ApplyLoop {
  /** What the run records: attempts, holds, charges and the counts its note reports. */
  private readonly outcomes: RunOutcomes;
  /** The applicant's data, with custom answers re-read before each form (the user may answer mid-run). */
  private applicant: Applicant;
  /** Unforeseen errors on 3 postings in a row mean something is wrong with the bot: the run stops. */
  private readonly unexpected = new UnexpectedErrorStreak(3);

  constructor(
    private readonly deps: BotDeps,
    private readonly input: ApplyLoopInput,
  ) {
    this.applicant = input.applicant;
    this.outcomes = new RunOutcomes(deps, input);
  }

  async run(): Promise<RunEnd> {
    const { preference } = this.input;
    await this.outcomes.start();
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
    return this.outcomes.resultsRanOut(!preference.applyOnCompanySites);
  }

  /** What this run recorded so far, for the run-ended email. */
  tally(): RunTally {
    return this.outcomes.tally();
  }

  /** Tells the search's page what the bot is doing now. */
  private activity(activity: LiveEventPayload<'job_search_activity'>['activity']): Promise<void> {
    const { search } = this.input;
    return this.deps.live.publish(search.userId, 'job_search_activity', { job_search_id: search.id, activity });
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
    const { applied } = this.outcomes;
    // A pause ends the run as Stop does, between postings, never in a submission (product §4.12).
    if (flags.stopRequested) end('stopped', runNotes.stoppedBy(flags, applied));
    if (applied >= flags.maxJobs) end('completed', runNotes.maxJobsReached(applied));
    const user = await findUserById(db, search.userId);
    if (!user || user.credits <= 0) end('out_of_credits', runNotes.outOfCredits(applied));
    const limit = this.deps.bot.dailyApplyLimit;
    if ((await countAppliedSince(db, search.userId, dailyLimitDayStart())) >= limit)
      end('daily_limit', runNotes.dailyCap(applied, limit));
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
    if (pending?.linkedinJobId !== card.jobId) await this.outcomes.record(card, 'failed', failure.reason, []);
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
    if (card.applied) return this.outcomes.alreadyApplied(card, pending);
    if (pending?.linkedinJobId === card.jobId && pending.companySystem)
      return companySiteInterrupted(this.outcomes, this.input.log, card, {
        companySystem: pending.companySystem,
        url: pending.companySiteUrl ?? card.url,
        answers: pending.answers,
      });

    // The user's exclusions (product §4.11), read afresh: company and title before the posting is opened.
    const exclusions = await findExclusionsOfPreference(db, search.userId, this.input.preference.id);
    const excludedCard = excludedByCard(card, exclusions);
    if (excludedCard) return this.outcomes.record(card, 'skipped', excludedCard, [], 'excluded');

    await this.input.pacer.page();
    await this.activity({ step: 'applying', job_title: card.title, company_name: card.company });
    const posting = await openPosting(page, card.url, this.input.log);
    const { apply } = posting;
    if (apply.kind === 'applied') return this.outcomes.alreadyApplied(card, pending);
    const excludedPosting = excludedByDescription(posting.description, exclusions);
    if (excludedPosting) return this.outcomes.record(card, 'skipped', excludedPosting, [], 'excluded');
    // Closed: skipped for good, never charged.
    if (apply.kind === 'closed') return this.outcomes.record(card, 'skipped', postingReasons.closed, []);
    if (apply.kind === 'unknown') throw new PageNotRecognised(selectors.job.applyWhat);

    if (this.input.preference.relevantJobsOnly && term !== undefined && !existing) {
      const relevance = scoreRelevance({
        title: card.title,
        description: posting.description,
        searchTerm: term,
        resumeText: this.applicant.resumeText,
      });
      if (!relevance.relevant) return this.outcomes.record(card, 'not_relevant', relevance.reason, []);
    }

    this.applicant = await freshApplicant(db, search.userId, this.applicant);
    // Applied to on the company's own site: followed there, and filled where the bot knows the form.
    if (apply.kind === 'external')
      return applyOnCompanySite(this.companySiteRun(posting.description), card, apply.href, attempt);
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
      beforeSubmit: (answers) => this.outcomes.holdCredit(card, answers),
    });
    switch (result.outcome) {
      case 'sent':
        return this.outcomes.appliedTo({ ...pendingOf(card), answers: result.answers });
      case 'unanswered': {
        const question: FormQuestion =
          unanswered?.label === result.question
            ? unanswered
            : { label: result.question, kind: 'text', required: true, options: [] };
        return this.outcomes.waitForAnswer(attempt(result.answers), question);
      }
      case 'no_suggestion':
        return this.outcomes.announce(
          await recordFailed(this.deps, attempt(result.answers), noSuggestionMessage(result.question, result.answer)),
        );
      case 'refused':
        await this.outcomes.releaseHold();
        return this.outcomes.announce(
          await recordFailed(
            this.deps,
            attempt(result.answers),
            `LinkedIn did not accept the application: ${result.message}`,
          ),
        );
      case 'daily_limit':
        throw new EndRun({ status: 'daily_limit', notes: runNotes.linkedinLimit(this.outcomes.applied) });
      case 'external':
        // Its button read like Easy Apply's but led off LinkedIn: the company's own site.
        await this.outcomes.releaseHold();
        if (!result.url) return this.outcomes.record(card, 'skipped', postingReasons.external, []);
        return applyOnCompanySite(this.companySiteRun(posting.description), card, result.url, attempt);
    }
  }

  /** The user's data answers first; the LLM (when configured) is asked last, only what it did not answer. */
  private async answer(question: FormQuestion): Promise<Answer> {
    const answer = answerQuestion(question, this.applicant);
    if (answer.answered || !this.deps.llm) return answer;
    return this.deps.llm(question, this.applicant);
  }

  /** The run as applying on a company's site sees it, for the posting in hand (its LinkedIn description). */
  private companySiteRun(postingDescription: string): CompanySiteRun {
    const { page, pacer, resumePath, log, preference } = this.input;
    return {
      deps: this.deps,
      outcomes: this.outcomes,
      page,
      pacer,
      resumePath,
      log,
      applyOnCompanySites: preference.applyOnCompanySites,
      applicant: this.applicant,
      postingDescription,
      answer: (question) => this.answer(question),
    };
  }
}
