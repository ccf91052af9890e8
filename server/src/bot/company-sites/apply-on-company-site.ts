import type { FastifyBaseLogger } from 'fastify';
import type { Page } from 'playwright-core';
import type { CompanySystemName, GivenAnswer } from '@app/shared/contract';
import type { Answer, Applicant, FormQuestion } from '../answers/applicant';
import type { JobCard } from '../linkedin/search-results';
import type { Pacer } from '../pacing';
import { recordFailed, type PostingAttempt } from '../posting-attempts';
import { postingReasons } from '../run-notes';
import { pendingOf, type RunOutcomes } from '../run-outcomes';
import type { BotDeps } from '../bot-deps';
import { systemNames } from './company-apply';
import { companyDrivers } from './company-drivers';
import { companySiteReasons } from './company-site-reasons';
import { letterForPosting } from './letter-for-posting';
import { openCompanySite } from './open-company-site';

/** What applying on a company's site works with: the run's page, answers and records. */
export interface CompanySiteRun {
  deps: BotDeps;
  outcomes: RunOutcomes;
  page: Page;
  pacer: Pacer;
  resumePath: string;
  log: FastifyBaseLogger;
  /** The user's choice (product §4.13), read at the start of the run; off: Easy Apply only. */
  applyOnCompanySites: boolean;
  /** The applicant as of this posting (custom answers re-read before each form). */
  applicant: Applicant;
  /** The posting's description as LinkedIn shows it (a worded cover letter may draw on it). */
  postingDescription: string;
  answer(question: FormQuestion): Promise<Answer>;
}

/**
 * Follows the apply control to the company's site (in a tab of its own) and applies there when it
 * runs a system whose form the bot fills: the same answers, resume, hold and charge as Easy Apply,
 * charged only on the system's own confirmation. Any other site is skipped with its link; a
 * CAPTCHA or an emailed code needs the person, never charged.
 */
export async function applyOnCompanySite(
  run: CompanySiteRun,
  card: JobCard,
  href: string,
  attempt: (answers: GivenAnswer[]) => PostingAttempt,
): Promise<void> {
  const { outcomes } = run;
  if (!run.applyOnCompanySites) return outcomes.record(card, 'skipped', postingReasons.companySitesOff, []);
  const site = await openCompanySite(run.page.context(), href);
  try {
    if (!site.form) return await outcomes.record(card, 'skipped', companySiteReasons.unsupported(site.url), []);
    const system = systemNames[site.form.system];
    const where = { companySystem: site.form.system, companySiteUrl: site.url };
    run.log.info({ linkedinJobId: card.jobId, system, url: site.url }, 'applying on the company site');
    /** An outcome recorded with where it happened (product §4.13). */
    const recordThere = (status: 'already_applied' | 'skipped', reason: string, answers: GivenAnswer[]) =>
      outcomes.record(card, status, reason, answers, undefined, where);
    const applyOn = companyDrivers[site.form.system];
    const result = await applyOn(site.form.frame, {
      resumePath: run.resumePath,
      answer: (question) => run.answer(question),
      coverLetter: letterForPosting(
        run.applicant,
        run.deps.coverLetterWriter,
        { title: card.title, company: card.company, description: run.postingDescription },
        run.log,
      ),
      beforeSubmit: (answers) => outcomes.holdCredit(card, answers, where),
      action: () => run.pacer.action(),
    });
    if (result.outcome === 'sent')
      return await outcomes.appliedTo({ ...pendingOf(card), ...where, answers: result.answers });
    if (result.outcome === 'unanswered')
      return await outcomes.waitForAnswer({ ...attempt(result.answers), ...where }, result.question);
    // Nothing was accepted: the hold (if the form was sent) is let go, nothing charged.
    await outcomes.releaseHold();
    switch (result.outcome) {
      case 'refused':
        return await outcomes.announce(
          await recordFailed(
            run.deps,
            { ...attempt(result.answers), ...where },
            companySiteReasons.refused(system, card.company, result.message),
          ),
        );
      case 'already_applied':
        return await recordThere(
          'already_applied',
          companySiteReasons.alreadyApplied(system, result.message),
          result.answers,
        );
      case 'needs_file':
        return await outcomes.record(card, 'skipped', companySiteReasons.file(result.question, site.url), []);
      case 'needs_you': {
        const reason = result.wall === 'captcha' ? companySiteReasons.captcha : companySiteReasons.emailCode;
        return await outcomes.record(card, 'skipped', reason(site.url), []);
      }
      case 'unconfirmed':
        return await recordThere('skipped', companySiteReasons.unconfirmed(system, site.url), result.answers);
    }
  } finally {
    await site.page.close().catch(() => undefined);
  }
}

/**
 * A company-site submission this search had in flight when its worker died (held, perhaps sent,
 * its confirmation never seen). The site's tab died with the worker and LinkedIn never marks such
 * a job applied, so whether it arrived cannot be learned: it is not sent again (the company may
 * have it), not counted and not charged — the hold is let go and the user gets the link.
 */
export async function companySiteInterrupted(
  outcomes: RunOutcomes,
  log: FastifyBaseLogger,
  card: JobCard,
  sent: { companySystem: CompanySystemName; url: string; answers: GivenAnswer[] },
): Promise<void> {
  const system = systemNames[sent.companySystem];
  log.warn(
    { linkedinJobId: card.jobId, system, url: sent.url },
    'company-site submission in flight when the run stopped',
  );
  await outcomes.releaseHold();
  await outcomes.record(card, 'skipped', companySiteReasons.interrupted(system, sent.url), sent.answers, undefined, {
    companySystem: sent.companySystem,
    companySiteUrl: sent.url,
  });
}
