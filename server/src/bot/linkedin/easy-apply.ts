import type { Locator, Page } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { Answer, FormQuestion } from '../answers/applicant';
import type { Pacer } from '../pacing';
import { PageNotRecognised } from '../run-errors';
import { openApplyDialog } from './apply-dialog';
import { fillField, readStepFields } from './easy-apply-form';
import { pollPage } from './poll';
import { selectors } from './selectors';

export type EasyApplyResult =
  | { outcome: 'sent'; answers: GivenAnswer[] }
  /** A required question the user's data does not answer: nothing was sent. */
  | { outcome: 'unanswered'; question: string; answers: GivenAnswer[] }
  /** LinkedIn refused a step or the submission, with its message: nothing was sent. */
  | { outcome: 'refused'; message: string; answers: GivenAnswer[] }
  /** LinkedIn's daily Easy Apply cap. */
  | { outcome: 'daily_limit' };

export interface EasyApplyInput {
  /** The posting's Easy Apply button or link (from openPosting). */
  control: Locator;
  resumePath: string;
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
  const modal = opened.dialog;

  const answers: GivenAnswer[] = [];
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (await modal.getByText(m.dailyLimitText).count()) return { outcome: 'daily_limit' };

    const resume = modal.locator(m.resumeInput);
    if ((await resume.count()) > 0) {
      await resume.first().setInputFiles(input.resumePath);
      await input.pacer.action();
    }

    for (const field of await readStepFields(modal)) {
      const { question } = field;
      const answer = await input.answer(question);
      if (answer.answered) {
        await fillField(field, answer.value);
        const text = Array.isArray(answer.value) ? answer.value.join(', ') : answer.value;
        answers.push({ question: question.label, answer: text, source: answer.source });
        await input.pacer.action();
      } else if (question.required) {
        return { outcome: 'unanswered', question: question.label, answers };
      }
    }

    const submit = modal.locator(m.submit);
    const forward = modal.locator(`${m.next}, ${m.review}`);
    if ((await submit.count()) > 0) {
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
