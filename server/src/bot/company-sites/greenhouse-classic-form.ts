import type { Frame, Locator } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { FormQuestion } from '../answers/applicant';
import { PostingFailure } from '../run-errors';
import type { CompanyApplyInput, CompanyApplyResult } from './company-apply';
import { companySiteReasons } from './company-site-reasons';
import {
  anyFrameOf,
  awaitOutcome,
  choosePlace,
  fillFields,
  questionFor,
  tickBoxes,
  type FieldRead,
} from './form-helpers';
import { greenhouseSelectors as gh } from './greenhouse-selectors';

const c = gh.classic;

/** One `.field` of the classic form as a person reads it. */
interface ClassicField extends FieldRead {
  /** Its place among the form's `.field` divs. */
  index: number;
  kind: 'text' | 'textarea' | 'select' | 'checkboxes' | 'place' | 'file';
  options: string[];
  description?: string;
}

/**
 * Fills and sends Greenhouse's classic board form (boards.greenhouse.io): every field answered
 * from the user's data through the answer engine, the resume attached, the EEOC section left
 * blank. A reCAPTCHA on the form, or a required question the data does not answer, ends it
 * before anything is sent.
 */
export async function applyOnGreenhouseClassic(frame: Frame, input: CompanyApplyInput): Promise<CompanyApplyResult> {
  const form = frame.locator(gh.recognise.classicForm).first();
  if ((await form.count()) === 0) throw new PostingFailure(companySiteReasons.notRecognised, c.what);
  if ((await form.locator(gh.captcha).count()) > 0) return { outcome: 'needs_you', wall: 'captcha' };

  const field = (f: ClassicField) => form.locator(c.field).nth(f.index);
  const fields = await readFields(form);
  const filled = await fillFields(fields, input, {
    resumeLabel: gh.resumeLabel,
    upload: (f, resumePath) => field(f).locator('input[type="file"]').setInputFiles(resumePath),
    typeInto: async (f, text) => {
      await field(f).getByRole('button', { name: gh.enterManually }).click();
      await field(f).getByRole('textbox').fill(text);
    },
    question: questionOf,
    fill: (f, values) => fill(field(f), f, values),
  });
  if (!Array.isArray(filled)) return filled;

  await input.beforeSubmit(filled);
  await form.getByRole('button', { name: c.submitName }).click();
  return afterSubmit(frame, filled, fields);
}

/** How the answer engine is asked each kind of field. */
const askedAs = {
  text: 'text',
  textarea: 'textarea',
  select: 'select',
  checkboxes: 'checkbox',
  place: 'typeahead',
  file: 'text',
} as const;

const questionOf = (f: ClassicField): FormQuestion => questionFor(f, askedAs[f.kind]);

async function fill(wrapper: Locator, f: ClassicField, values: string[]): Promise<string> {
  switch (f.kind) {
    case 'select':
      await wrapper.getByRole('combobox').selectOption({ label: values[0]! });
      return values[0]!;
    case 'checkboxes':
      return tickBoxes(wrapper, f, values);
    case 'place':
      return choosePlace(wrapper, wrapper.getByRole('combobox'), values[0]!);
    default:
      await wrapper.getByRole('textbox').fill(values.join(', '));
      return values.join(', ');
  }
}

/**
 * Every `.field` of the form in order, read as a person reads it: its label (or legend; a lone
 * tick-box's own text) without the "*", the help line and the control's own text; required from
 * the "*" or aria-required; the options of a select or a checkbox list.
 */
async function readFields(form: Locator): Promise<ClassicField[]> {
  return form.evaluate(
    (root: any, s: { field: string; asterisk: string; description: string; selfId: string; captcha: string }) => {
      const text = (node: any): string => {
        if (!node) return '';
        const copy = node.cloneNode(true);
        copy
          .querySelectorAll(`${s.asterisk}, ${s.description}, input, select, textarea, button`)
          .forEach((n: any) => n.remove());
        return String(copy.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
      };
      return Array.from(root.querySelectorAll(s.field)).map((w: any, index) => {
        const controls = Array.from(w.querySelectorAll('input:not([type="hidden"]), select, textarea')) as any[];
        const required =
          !!w.querySelector(s.asterisk) || controls.some((x) => x.getAttribute('aria-required') === 'true');
        const description = text(w.querySelector(s.description)) || undefined;
        const skip = !!w.closest(s.selfId) || !!w.closest(s.captcha);
        const base = { index, required, description, selfIdentification: skip, options: [] as string[] };
        const first = controls[0];
        const label = text(w.querySelector('legend')) || text(w.querySelector('label'));
        if (!first) return { ...base, label, kind: 'text' as const };
        // The resume's Attach (its paste box beside it) or a custom question's upload.
        if (w.querySelector('input[type="file"]')) return { ...base, label, kind: 'file' as const };
        if (first.tagName === 'SELECT')
          return {
            ...base,
            label,
            kind: 'select' as const,
            options: Array.from(first.options)
              .filter((o: any) => o.value !== '')
              .map((o: any) => String(o.textContent).trim()),
          };
        if (first.type === 'checkbox') {
          const options = controls.map((box) => text(box.closest('label')));
          return { ...base, label: label || options[0] || '', kind: 'checkboxes' as const, options };
        }
        if (first.getAttribute('role') === 'combobox') return { ...base, label, kind: 'place' as const };
        return { ...base, label, kind: first.tagName === 'TEXTAREA' ? ('textarea' as const) : ('text' as const) };
      });
    },
    {
      field: c.field,
      asterisk: c.asterisk,
      description: c.description,
      selfId: c.selfIdentification,
      captcha: c.captchaFields,
    },
  );
}

/**
 * Waits for what the board does with the post: its confirmation page, or the form again with its
 * errors beside the fields (named by the labels read before: the board renders the same fields in
 * the same order), or the reCAPTCHA's challenge.
 */
async function afterSubmit(frame: Frame, answers: GivenAnswer[], fields: ClassicField[]): Promise<CompanyApplyResult> {
  const page = frame.page();
  const labels = new Map(fields.map((f) => [f.index, f.label]));
  return awaitOutcome(page, answers, {
    sent: () => anyFrameOf(page, (f) => f.locator(c.confirmation).getByText(gh.confirmationText)),
    wall: async () =>
      (await anyFrameOf(page, (f) => f.locator(gh.captchaChallenge).filter({ visible: true }))) ? 'captcha' : undefined,
    errors: async () => {
      const shown = await frame.locator('body').evaluate(
        (root: any, s: { field: string; error: string; summary: string }) => {
          const text = (n: any) =>
            String(n?.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim();
          const all = Array.from(root.querySelectorAll(s.field));
          const errors = all.flatMap((w: any, index) => {
            const error = w.querySelector(s.error);
            return error ? [{ index, text: text(error) }] : [];
          });
          return { summary: text(root.querySelector(s.summary)), errors };
        },
        { field: c.field, error: c.fieldError, summary: c.errorSummary },
      );
      const words = shown.errors.map((e) => {
        const label = labels.get(e.index);
        return label ? `${label}: ${e.text}` : e.text;
      });
      return shown.summary ? [shown.summary, ...words] : words;
    },
  });
}
