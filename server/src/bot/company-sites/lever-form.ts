import type { Frame, Locator } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { FormQuestion } from '../answers/applicant';
import { PostingFailure } from '../run-errors';
import type { CompanyApplyInput, CompanyApplyResult } from './company-apply';
import { companySiteReasons } from './company-site-reasons';
import { COVER_LETTER_LABEL } from './cover-letter';
import { escapeRegExp } from '../escape-reg-exp';
import { anyFrameOf, awaitOutcome, choosePlace, fillFields, type FieldRead } from './form-helpers';
import { leverSelectors as lv } from './lever-selectors';

/** One question item of Lever's form as a person reads it. */
interface LeverQuestion extends FieldRead {
  /** Its place among the form's question items. */
  index: number;
  kind: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'file' | 'place';
  label: string;
  required: boolean;
  options: string[];
  selfIdentification: boolean;
}

/**
 * Fills and sends Lever's application form: from the posting page its "Apply for this job" link
 * first, then every question answered from the user's data through the answer engine, the resume
 * uploaded, the user's own cover letter (if they wrote one) under "Additional information", the EEO
 * survey left blank. A CAPTCHA on the form, or a required question the data
 * does not answer, ends it before anything is sent.
 */
export async function applyOnLever(frame: Frame, input: CompanyApplyInput): Promise<CompanyApplyResult> {
  if ((await frame.locator(lv.recognise.applyForm).count()) === 0) {
    await frame.getByRole('link', { name: lv.applyLinkName }).first().click();
    await frame.locator(lv.recognise.applyForm).waitFor({ timeout: 15_000 });
  }
  const form = frame.locator(lv.recognise.applyForm).first();
  if ((await form.count()) === 0) throw new PostingFailure(companySiteReasons.notRecognised, lv.what);
  if ((await form.locator(lv.captcha).count()) > 0) return { outcome: 'needs_you', wall: 'captcha' };

  const item = (q: LeverQuestion) => form.locator(lv.question).nth(q.index);
  const filled = await fillFields(await readQuestions(form), input, {
    resumeLabel: lv.resumeLabel,
    upload: (q, resumePath) => item(q).locator('input[type="file"]').setInputFiles(resumePath),
    question: questionOf,
    fill: (q, values) => fill(item(q), q, values),
  });
  if (!Array.isArray(filled)) return filled;
  // The letter goes under "Additional information" unless a question of the employer took it.
  const letterBox = form.getByPlaceholder(lv.coverLetterPlaceholder);
  const letterGiven = filled.some((a) => COVER_LETTER_LABEL.test(a.question));
  const hasBox = !letterGiven && (await letterBox.count()) > 0;
  const letter = hasBox ? await input.coverLetter(lv.coverLetterQuestion) : undefined;
  if (letter) {
    await letterBox.first().fill(letter.text);
    filled.push({ question: lv.coverLetterQuestion, answer: letter.text, source: letter.source });
    await input.action();
  }

  await input.beforeSubmit(filled);
  await form.getByRole('button', { name: lv.submitName }).click();
  return afterSubmit(frame, filled);
}

/** A lone tick-box whose text is the question ("I agree to …") is a yes to it: asked so. */
const isLoneTickBox = (q: LeverQuestion) => q.kind === 'checkbox' && q.options.length === 1 && q.options[0] === q.label;

const questionOf = (q: LeverQuestion): FormQuestion => ({
  label: q.label,
  kind: q.kind === 'place' ? 'typeahead' : q.kind === 'file' ? 'text' : q.kind,
  required: q.required,
  options: isLoneTickBox(q) ? ['Yes'] : q.options,
});

/** An option's control by its label's text, the "✱" aside (exact: "Go" is not "Google"). */
const optionLabel = (item: Locator, value: string) =>
  item.locator('label').filter({ hasText: new RegExp(`^\\s*${escapeRegExp(value)}\\s*✱?\\s*$`) });

async function fill(item: Locator, q: LeverQuestion, values: string[]): Promise<string> {
  switch (q.kind) {
    case 'select':
      await item.getByRole('combobox').selectOption({ label: values[0]! });
      return values[0]!;
    case 'radio':
      await optionLabel(item, values[0]!).getByRole('radio').check();
      return values[0]!;
    case 'checkbox':
      if (isLoneTickBox(q)) {
        if (values[0] === 'Yes') await item.getByRole('checkbox').check();
        return values[0]!;
      }
      for (const value of values) await optionLabel(item, value).getByRole('checkbox').check();
      return values.join(', ');
    case 'place':
      return choosePlace(item, item.getByRole('combobox'), values[0]!);
    default:
      await item.getByRole('textbox').fill(values.join(', '));
      return values.join(', ');
  }
}

/**
 * Every question item in order: its label (a single checkbox's own text when it has none) without
 * the "✱", required from its controls, the options of a select, radio or checkbox list.
 */
async function readQuestions(form: Locator): Promise<LeverQuestion[]> {
  return form.evaluate(
    (root: any, s: { question: string; label: string; mark: string; selfId: string }) => {
      const selfId = new RegExp(s.selfId, 'i');
      const text = (node: any): string => {
        if (!node) return '';
        const copy = node.cloneNode(true);
        copy.querySelectorAll(s.mark).forEach((n: any) => n.remove());
        return String(copy.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
      };
      const inSelfId = (el: any): boolean => {
        const section = el.closest('.section, section, div');
        for (let node = section; node && node !== root.parentElement; node = node.parentElement) {
          const heading = node.querySelector(':scope > h3, :scope > h4');
          if (heading && selfId.test(heading.textContent ?? '')) return true;
        }
        return false;
      };
      return Array.from(root.querySelectorAll(s.question)).map((item: any, index): LeverQuestion => {
        const controls = Array.from(item.querySelectorAll('input:not([type="hidden"]), select, textarea')) as any[];
        // `required` on the controls, or the "✱" mark (a tick-box's mark sits in its own label).
        const required = controls.some((c) => c.required) || !!item.querySelector(s.mark);
        const optionsOf = (type: string) =>
          controls.filter((c) => c.type === type).map((c) => text(c.closest('label')));
        const base = { index, label: text(item.querySelector(s.label)), required, selfIdentification: inSelfId(item) };
        const first = controls[0];
        if (!first) return { ...base, kind: 'text', options: [] };
        if (first.type === 'file') return { ...base, kind: 'file', options: [] };
        if (first.tagName === 'SELECT')
          return {
            ...base,
            kind: 'select',
            options: Array.from(first.options)
              .filter((o: any) => o.value !== '')
              .map((o: any) => String(o.textContent).trim()),
          };
        if (first.type === 'radio') return { ...base, kind: 'radio', options: optionsOf('radio') };
        if (first.type === 'checkbox') {
          const options = optionsOf('checkbox');
          return { ...base, label: base.label || options[0] || '', kind: 'checkbox', options };
        }
        if (first.getAttribute('role') === 'combobox') return { ...base, kind: 'place', options: [] };
        return { ...base, kind: first.tagName === 'TEXTAREA' ? 'textarea' : 'text', options: [] };
      });
    },
    { question: lv.question, label: lv.label, mark: lv.requiredMark, selfId: lv.selfIdentificationHeading.source },
  );
}

/**
 * Waits for Lever's thanks page, or its refusal (its errors beside the fields, or its answer that
 * this email already applied to the posting), or a CAPTCHA's challenge.
 */
async function afterSubmit(frame: Frame, answers: GivenAnswer[]): Promise<CompanyApplyResult> {
  const page = frame.page();
  return awaitOutcome(page, answers, {
    sent: () => anyFrameOf(page, (f) => f.locator(lv.confirmation).or(f.getByText(lv.confirmationText))),
    wall: async () =>
      (await anyFrameOf(page, (f) => f.locator(lv.captchaChallenge).filter({ visible: true }))) ? 'captcha' : undefined,
    alreadyApplied: async () => {
      const already = frame.getByRole('heading', { name: lv.alreadyReceivedText });
      return (await already.count()) > 0 ? (await already.first().innerText()).trim() : undefined;
    },
    errors: async () =>
      frame.locator('body').evaluate(
        (root: any, s: { question: string; label: string; error: string; formError: string; mark: string }) => {
          const clean = (node: any) => {
            const copy = node.cloneNode(true);
            copy.querySelectorAll(s.mark).forEach((n: any) => n.remove());
            return String(copy.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim();
          };
          const words = Array.from(root.querySelectorAll(`${s.question} ${s.error}`)).map((n: any) => {
            const item = n.closest(s.question);
            const labelNode = item?.querySelector(s.label) ?? item?.querySelector('label');
            const name = labelNode ? clean(labelNode) : '';
            return name ? `${name}: ${clean(n)}` : clean(n);
          });
          const general = root.querySelector(s.formError);
          return general ? [clean(general), ...words] : words;
        },
        {
          question: lv.question,
          label: lv.label,
          error: lv.fieldError,
          formError: lv.formError,
          mark: lv.requiredMark,
        },
      ),
  });
}
