import type { Frame, Locator } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { FormQuestion } from '../answers/applicant';
import { PostingFailure } from '../run-errors';
import { ashbySelectors as ab } from './ashby-selectors';
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

/** One entry of Ashby's form as a person reads it. */
interface AshbyField extends FieldRead {
  /** The entry's field path (its data-field-path: `_systemfield_name`, a custom field's UUID). */
  path: string;
  kind: 'text' | 'textarea' | 'numeric' | 'select' | 'yes-no' | 'checkboxes' | 'place' | 'file';
  options: string[];
  description?: string;
}

/** How long Ashby's app has to draw its form after the posting's "Apply for this Job". */
const FORM_TIMEOUT_MS = 15_000;

/**
 * Fills and sends Ashby's application form: from the posting page its "Apply for this Job" first,
 * then every entry answered from the user's data through the answer engine, the resume uploaded,
 * the EEO survey left blank. A visible CAPTCHA, or a required question the data does not answer,
 * ends it before anything is sent; Ashby's invisible reCAPTCHA refusing the submission as spam
 * needs the person too.
 */
export async function applyOnAshby(frame: Frame, input: CompanyApplyInput): Promise<CompanyApplyResult> {
  if ((await frame.locator(ab.recognise.applicationForm).count()) === 0) {
    await frame.getByRole('link', { name: ab.applyLinkName }).first().click();
    await frame
      .locator(ab.recognise.applicationForm)
      .waitFor({ timeout: FORM_TIMEOUT_MS })
      .catch(() => undefined);
  }
  const form = frame.locator(ab.recognise.applicationForm).first();
  if ((await form.count()) === 0) throw new PostingFailure(companySiteReasons.notRecognised, ab.what);
  if ((await frame.locator(ab.captcha).count()) > 0) return { outcome: 'needs_you', wall: 'captcha' };

  const entry = (f: AshbyField) => form.locator(`${ab.entry}[data-field-path="${f.path}"]`);
  const filled = await fillFields(await readFields(form), input, {
    resumeLabel: ab.resumeLabel,
    upload: (f, resumePath) => entry(f).locator('input[type="file"]').setInputFiles(resumePath),
    question: questionOf,
    fill: (f, values) => fill(entry(f), f, values),
  });
  if (!Array.isArray(filled)) return filled;

  await input.beforeSubmit(filled);
  await frame.getByRole('button', { name: ab.submitName }).click();
  return afterSubmit(frame, filled);
}

/** How the answer engine is asked each kind of entry (yes/no buttons are a choice of two). */
const askedAs = {
  text: 'text',
  textarea: 'textarea',
  numeric: 'numeric',
  select: 'select',
  'yes-no': 'radio',
  checkboxes: 'checkbox',
  place: 'typeahead',
  file: 'text',
} as const;

const questionOf = (f: AshbyField): FormQuestion => questionFor(f, askedAs[f.kind]);

async function fill(entry: Locator, f: AshbyField, values: string[]): Promise<string> {
  const control = () => entry.getByLabel(f.label, { exact: true });
  switch (f.kind) {
    case 'select':
      await control().selectOption({ label: values[0]! });
      return values[0]!;
    case 'yes-no':
      await entry.getByRole('button', { name: values[0]!, exact: true }).click();
      return values[0]!;
    case 'checkboxes':
      return tickBoxes(entry, f, values);
    case 'place':
      return choosePlace(entry, entry.getByRole('combobox'), values[0]!);
    default:
      await control().fill(values.join(', '));
      return values.join(', ');
  }
}

/**
 * Every entry of the form in order: its title (required by its `_required_` class), help line,
 * what it takes (the control inside), the options of a select or checkbox group, whether it is in
 * the EEO survey.
 */
async function readFields(form: Locator): Promise<AshbyField[]> {
  return form.evaluate(
    (
      root: any,
      s: Record<'entry' | 'title' | 'required' | 'description' | 'yesNo' | 'section' | 'header' | 'selfId', string>,
    ) => {
      const selfId = new RegExp(s.selfId, 'i');
      const text = (node: any): string =>
        String(node?.textContent ?? '')
          .replace(/\s+/g, ' ')
          .trim();
      return Array.from(root.querySelectorAll(s.entry)).map((e: any) => {
        const title = e.querySelector(s.title);
        const section = e.closest(s.section) ?? root;
        const base = {
          path: String(e.getAttribute('data-field-path')),
          label: text(title),
          required: !!title?.matches(s.required),
          description: text(e.querySelector(s.description)) || undefined,
          selfIdentification: selfId.test(text(section.querySelector(s.header))),
          options: [] as string[],
        };
        if (e.querySelector('input[type="file"]')) return { ...base, kind: 'file' as const };
        if (e.querySelector(s.yesNo)) return { ...base, kind: 'yes-no' as const, options: ['Yes', 'No'] };
        const boxes = Array.from(e.querySelectorAll('input[type="checkbox"]'));
        if (boxes.length)
          return {
            ...base,
            kind: 'checkboxes' as const,
            options: boxes.map((b: any) => text(root.ownerDocument.querySelector(`label[for="${b.id}"]`))),
          };
        const select = e.querySelector('select');
        if (select)
          return {
            ...base,
            kind: 'select' as const,
            options: Array.from(select.options)
              .filter((o: any) => o.value !== '')
              .map((o: any) => text(o)),
          };
        if (e.querySelector('[role="combobox"]')) return { ...base, kind: 'place' as const };
        if (e.querySelector('textarea')) return { ...base, kind: 'textarea' as const };
        if (e.querySelector('input[type="number"]')) return { ...base, kind: 'numeric' as const };
        return { ...base, kind: 'text' as const };
      });
    },
    {
      entry: ab.entry,
      title: ab.title,
      required: ab.required,
      description: ab.description,
      yesNo: ab.yesNo,
      section: ab.section,
      header: ab.sectionHeader,
      selfId: ab.selfIdentificationHeading.source,
    },
  );
}

/**
 * Waits for what Ashby does with the submission, shown in place: its success message, the
 * "flagged as possible spam" refusal (its reCAPTCHA: the person applies), or its errors in its words.
 */
async function afterSubmit(frame: Frame, answers: GivenAnswer[]): Promise<CompanyApplyResult> {
  const page = frame.page();
  const refusal = frame.locator(ab.formError).filter({ visible: true });
  return awaitOutcome(page, answers, {
    sent: () => anyFrameOf(page, (f) => f.locator(ab.confirmation).filter({ visible: true })),
    wall: async () => ((await refusal.filter({ hasText: ab.spamText }).count()) > 0 ? 'captcha' : undefined),
    errors: async () =>
      [
        ...(await refusal.allInnerTexts()),
        ...(await frame.locator(ab.fieldError).filter({ visible: true }).allInnerTexts()),
      ].map((t) => t.replace(/\s+/g, ' ').trim()),
  });
}
