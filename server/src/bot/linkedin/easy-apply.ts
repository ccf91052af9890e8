import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { Answer, FormQuestion } from '../answers/applicant';
import type { Pacer } from '../pacing';
import { PageNotRecognised } from '../run-errors';
import { openApplyDialog } from './apply-dialog';
import { chooseSuggestion, fillField, learnNumberRule, readStepFields, type FieldOnPage } from './easy-apply-form';
import { fitsNumberFormat } from './number-format';
import { pollPage } from './poll';
import { selectors } from './selectors';

export type EasyApplyResult =
  | { outcome: 'sent'; answers: GivenAnswer[] }
  /** A required question the user's data does not answer: nothing was sent. */
  | { outcome: 'unanswered'; question: string; answers: GivenAnswer[] }
  /** A typeahead none of whose suggestions is the user's answer: nothing was sent. */
  | { outcome: 'no_suggestion'; question: string; answer: string; answers: GivenAnswer[] }
  /** LinkedIn refused a step or the submission, with its message: nothing was sent. */
  | { outcome: 'refused'; message: string; answers: GivenAnswer[] }
  /** LinkedIn's daily Easy Apply cap. */
  | { outcome: 'daily_limit' }
  /** The apply control led off LinkedIn: the company's own site (at `url`, when known). Nothing was sent. */
  | { outcome: 'external'; url?: string };

export interface EasyApplyInput {
  /** The posting's apply button or link (from openPosting). */
  control: Locator;
  resumePath: string;
  /** Leave "Follow <company>" ticked (the user opted in); otherwise it is unticked. */
  followCompany: boolean;
  answer(question: FormQuestion): Promise<Answer>;
  /** Called with the answers just before "Submit application" is clicked. */
  beforeSubmit(answers: GivenAnswer[]): Promise<void>;
  pacer: Pacer;
}

/** LinkedIn forms have a handful of steps; more means the bot is going round in circles. */
const MAX_STEPS = 15;

/**
 * Opens the posting's Easy Apply dialog with its control and goes through its steps:
 * uploads the resume, answers every field, reviews and submits. Throws PageNotRecognised when the
 * dialog or the step buttons are missing.
 */
export async function easyApply(page: Page, input: EasyApplyInput): Promise<EasyApplyResult> {
  const { modal: m } = selectors;
  const opened = await openApplyDialog(page, input.control, input.pacer);
  if (opened.kind === 'daily_limit') return { outcome: 'daily_limit' };
  if (opened.kind === 'external') return { outcome: 'external', url: opened.url };
  const modal = opened.dialog;

  const answers: GivenAnswer[] = [];
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (await modal.getByText(m.dailyLimitText).count()) return { outcome: 'daily_limit' };

    if ((await modal.locator(m.resumeInput).count()) > 0) {
      await chooseResume(modal, input.resumePath);
      await input.pacer.action();
    }

    for (const read of await readStepFields(modal)) {
      let field = read;
      const saved = savedAnswer(field);
      // LinkedIn's saved answer (or pre-selection) is the member's own: kept, never overwritten
      // with a guess. Only the phone country code, pre-selected by LinkedIn, yields to a country
      // the user's own data states (asked without the pre-selection, so only that data answers).
      let answer =
        saved && !field.phoneCountry
          ? undefined
          : await input.answer(saved ? { ...field.question, current: [] } : field.question);
      // Not answered while the page has not said whether the number may be a decimal (1.5 years):
      // learn the field's rule from LinkedIn and ask again.
      const learned = answer && !answer.answered ? await learnNumberRule(field) : undefined;
      if (learned) {
        field = learned;
        answer = await input.answer(field.question);
      }
      const { question } = field;
      if (saved && !answer?.answered) {
        answers.push({ question: question.label, answer: saved.join(', '), source: 'linkedin_saved' });
        continue;
      }
      if (answer?.answered) {
        let text = Array.isArray(answer.value) ? answer.value.join(', ') : answer.value;
        if (question.kind === 'typeahead') {
          // Typed text alone is not an answer: one of LinkedIn's suggestions must be chosen.
          const chosen = await chooseSuggestion(field, text);
          if (!chosen) return { outcome: 'no_suggestion', question: question.label, answer: text, answers };
          text = chosen;
        } else {
          await fillField(field, answer.value);
        }
        answers.push({ question: question.label, answer: text, source: answer.source });
        await input.pacer.action();
      } else if (question.required) {
        return { outcome: 'unanswered', question: question.label, answers };
      }
    }
    await leaveTopChoiceUnmarked(modal);

    const submit = modal.locator(m.submit);
    const forward = modal.locator(`${m.next}, ${m.review}`);
    if ((await submit.count()) > 0) {
      await setFollowCompany(modal, input.followCompany);
      await input.beforeSubmit(answers);
      await submit.first().click();
      return await afterSubmit(page, answers);
    }
    if ((await forward.count()) === 0) throw new PageNotRecognised(m.stepButtonsWhat);
    const before = await modal.innerHTML();
    await forward.first().click();
    const moved = await pollPage(
      page,
      async () => {
        const errors = modal.locator(`${m.error}:visible ${m.errorMessage}`);
        if ((await errors.count()) > 0) return { refused: (await errors.allInnerTexts()).join(' ') };
        return (await modal.innerHTML()) !== before ? { refused: undefined } : undefined;
      },
      10_000,
    );
    if (!moved) throw new PageNotRecognised('the next Easy Apply step (the dialog did not change after "Next")');
    if (moved.refused !== undefined) return { outcome: 'refused', message: moved.refused, answers };
  }
  throw new PageNotRecognised(`the end of the Easy Apply steps (more than ${MAX_STEPS} steps)`);
}

/**
 * What LinkedIn filled in that stands as an answer: a pre-selected option or radio, ticked boxes, a
 * chosen city, typed text, or a number the field's stated rule accepts; none when the page marks
 * the field wrong.
 */
function savedAnswer(field: FieldOnPage): string[] | undefined {
  const { question, current, flagged } = field;
  if (current.length === 0 || flagged) return undefined;
  if (question.kind === 'numeric' && !current.every((value) => fitsNumberFormat(value, question))) return undefined;
  return current;
}

/**
 * Chooses the user's resume: the saved resume card with the same file name when the account holds
 * one (uploading it again would pile another copy into the user's LinkedIn account), else uploads
 * the file. LinkedIn's cards show no hash to compare; the file name is what they show.
 */
async function chooseResume(modal: Locator, resumePath: string): Promise<void> {
  const { modal: m } = selectors;
  const saved = modal.getByRole('radio', { name: m.savedResumeRadioName(path.basename(resumePath)) }).first();
  if ((await saved.count()) > 0) {
    if (!(await saved.isChecked())) await saved.check();
    return;
  }
  await modal.locator(m.resumeInput).first().setInputFiles(resumePath);
}

/** "Mark this job as a top choice" is left unticked: it is the user's call, not an answer. */
async function leaveTopChoiceUnmarked(modal: Locator): Promise<void> {
  const box = modal.getByRole('checkbox', { name: selectors.modal.topChoiceName }).first();
  if ((await box.count()) > 0 && (await box.isChecked())) await box.click();
}

/** Sets LinkedIn's "Follow <company>" (ticked by default) to the user's setting. */
async function setFollowCompany(modal: Locator, follow: boolean): Promise<void> {
  const { modal: m } = selectors;
  const box = modal.locator(m.followCompany).first();
  if ((await box.count()) === 0 || (await box.isChecked()) === follow) return;
  await modal.locator(m.followCompanyLabel).first().click();
  if ((await box.isChecked()) !== follow) await box.setChecked(follow, { force: true });
}

async function afterSubmit(page: Page, answers: GivenAnswer[]): Promise<EasyApplyResult> {
  const { modal: m } = selectors;
  const result = await pollPage(
    page,
    async () => {
      if ((await page.getByText(m.sentText).count()) > 0) return { outcome: 'sent' as const, answers };
      if ((await page.getByText(m.dailyLimitText).count()) > 0) return { outcome: 'daily_limit' as const };
      const errors = page.locator(`${m.root} ${m.error}:visible ${m.errorMessage}`);
      if ((await errors.count()) > 0) {
        const message = (await errors.allInnerTexts()).join(' ').trim();
        if (message) return { outcome: 'refused' as const, message, answers };
      }
      return undefined;
    },
    20_000,
  );
  if (!result) throw new PageNotRecognised('the confirmation after "Submit application" ("application was sent")');
  if (result.outcome === 'sent') {
    // Close the confirmation as a person would; the next page load would drop it anyway.
    await page
      .getByRole('button', { name: m.doneButtonName })
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  return result;
}
