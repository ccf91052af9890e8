import type { Frame, Locator } from 'playwright-core';
import type { GivenAnswer } from '@app/shared/contract';
import type { FormQuestion } from '../answers/applicant';
import { PostingFailure } from '../run-errors';
import type { CompanyApplyInput, CompanyApplyResult } from './company-apply';
import { companySiteReasons } from './company-site-reasons';
import { anyFrameOf, awaitOutcome, choosePlace, fillFields, type FieldRead } from './form-helpers';
import { applyOnGreenhouseClassic } from './greenhouse-classic-form';
import { greenhouseSelectors as gh } from './greenhouse-selectors';

/** One field of the form as a person reads it: its label, what it takes, whether it is required. */
interface FieldOnForm extends FieldRead {
  kind: 'text' | 'textarea' | 'select' | 'checkboxes' | 'file' | 'place';
  /** The label as shown, without the "*" mark; "Phone: Country" for a field inside a labelled group. */
  label: string;
  /** The field's own label (what its control is named by). */
  ownLabel: string;
  /** The group it sits in (the phone fieldset's "Phone"), if any. */
  group?: string;
  required: boolean;
  options: string[];
  description?: string;
  /** Inside the voluntary self-identification section. */
  selfIdentification: boolean;
}

/**
 * Fills and sends Greenhouse's application form (the newer board, on its own host or embedded in
 * the company's page; `form` is the frame holding it): every field answered from the user's data
 * through the answer engine, the resume uploaded, the voluntary self-identification left blank.
 * A CAPTCHA on the form, or a required question the data does not answer, ends it before anything
 * is sent. The classic board's form is filled by its own driver.
 */
export async function applyOnGreenhouse(frame: Frame, input: CompanyApplyInput): Promise<CompanyApplyResult> {
  if ((await frame.locator(gh.recognise.classicForm).count()) > 0) return applyOnGreenhouseClassic(frame, input);
  const form = frame.locator(gh.recognise.jobBoardsForm).first();
  if ((await form.count()) === 0) throw new PostingFailure(companySiteReasons.notRecognised, gh.what);
  // A CAPTCHA cannot be passed by the bot; nothing is filled or sent (and nothing charged).
  if ((await form.locator(gh.captcha).count()) > 0) return { outcome: 'needs_you', wall: 'captcha' };

  const filled = await fillFields(await readFields(form), input, {
    resumeLabel: gh.resumeLabel,
    upload: (field, resumePath) =>
      form.getByRole('group', { name: field.ownLabel }).locator('input[type="file"]').setInputFiles(resumePath),
    typeInto: async (field, text) => {
      const group = form.getByRole('group', { name: field.ownLabel });
      await group.getByRole('button', { name: gh.enterManually }).click();
      await group.getByRole('textbox').fill(text);
    },
    question: questionOf,
    fill: (field, values) => fill(form, field, values),
  });
  if (!Array.isArray(filled)) return filled;

  await input.beforeSubmit(filled);
  await form.getByRole('button', { name: gh.submitName }).click();
  return afterSubmit(frame, form, filled);
}

const questionOf = (field: FieldOnForm): FormQuestion => ({
  label: field.label,
  kind:
    field.kind === 'checkboxes'
      ? 'checkbox'
      : field.kind === 'place'
        ? 'typeahead'
        : field.kind === 'file'
          ? 'text'
          : field.kind,
  required: field.required,
  options: field.options,
  ...(field.description ? { description: field.description } : {}),
});

/** Puts the answer into the field as a person does; answers what was entered. */
async function fill(form: Locator, field: FieldOnForm, values: string[]): Promise<string> {
  switch (field.kind) {
    case 'text':
    case 'textarea':
      await form.getByRole('textbox', { name: field.ownLabel, exact: true }).fill(values.join(', '));
      return values.join(', ');
    case 'select': {
      const box = scoped(form, field).getByRole('combobox', { name: field.ownLabel, exact: true });
      await box.click();
      await form.getByRole('option', { name: values[0]!, exact: true }).click();
      return values[0]!;
    }
    case 'checkboxes': {
      const group = form.getByRole('group', { name: field.ownLabel });
      for (const value of values) await group.getByRole('checkbox', { name: value, exact: true }).check();
      return values.join(', ');
    }
    case 'place':
      return choosePlace(form, form.getByRole('combobox', { name: field.ownLabel, exact: true }), values[0]!);
    case 'file':
      return '';
  }
}

/** The phone's "Country" is named within its group ("Phone"): another "Country" may be on the form. */
const scoped = (form: Locator, field: FieldOnForm) =>
  field.group ? form.getByRole('group', { name: field.group }) : form;

/**
 * Every field of the form in order, read as a person reads it: the label (a <label>, a group's
 * legend, an upload group's heading) without the "*", required from aria-required, the options of
 * a select (its listbox, rendered but closed) or of a checkbox group, the help line.
 */
async function readFields(form: Locator): Promise<FieldOnForm[]> {
  return form.evaluate(
    (root: any, s: { wrapper: string; captcha: string; selfId: string }) => {
      const selfId = new RegExp(s.selfId, 'i');
      const clean = (node: any): string => {
        if (!node) return '';
        const copy = node.cloneNode(true);
        copy.querySelectorAll('[aria-hidden="true"], .required').forEach((n: any) => n.remove());
        return String(copy.textContent ?? '')
          .replace(/\s+/g, ' ')
          .replace(/\s*\*\s*$/, '')
          .trim();
      };
      const labelOf = (el: any): string => {
        const by = el.getAttribute('aria-labelledby');
        if (by) return clean(root.ownerDocument.getElementById(by.split(' ')[0]));
        if (el.id) {
          const label = root.querySelector(`label[for="${el.id}"]`);
          if (label) return clean(label);
        }
        return String(el.getAttribute('aria-label') ?? '').trim();
      };
      const inSelfId = (el: any): boolean => {
        for (let node = el.parentElement; node && node !== root; node = node.parentElement) {
          const heading = node.querySelector(':scope > h2, :scope > h3, :scope > h4');
          if (heading && selfId.test(heading.textContent ?? '')) return true;
        }
        return false;
      };
      const wrappers = Array.from(root.querySelectorAll(s.wrapper)).filter(
        (w: any) => !w.querySelector(s.wrapper) && !w.querySelector(s.captcha) && !w.closest('[hidden]'),
      );
      return wrappers.flatMap((w: any): FieldOnForm[] => {
        const groupLegend = w.closest('fieldset')?.querySelector('legend');
        const ownFieldset = w.querySelector('fieldset');
        const group = groupLegend && !ownFieldset ? clean(groupLegend) : undefined;
        const description = clean(w.querySelector('[id$="-description"]')) || undefined;
        const base = (ownLabel: string, required: boolean) => ({
          label: group && group !== ownLabel ? `${group}: ${ownLabel}` : ownLabel,
          ownLabel,
          group,
          required,
          description,
          selfIdentification: inSelfId(w),
        });
        const upload = w.querySelector('[role="group"] input[type="file"]');
        if (upload) {
          const groupEl = upload.closest('[role="group"]');
          return [
            {
              ...base(labelOf(groupEl), groupEl.getAttribute('aria-required') === 'true'),
              kind: 'file' as const,
              options: [],
            },
          ];
        }
        if (ownFieldset && ownFieldset.querySelector('input[type="checkbox"]')) {
          const options = Array.from(ownFieldset.querySelectorAll('input[type="checkbox"]')).map((box: any) =>
            clean(root.querySelector(`label[for="${box.id}"]`) ?? box.closest('label')),
          );
          return [
            {
              ...base(clean(ownFieldset.querySelector('legend')), ownFieldset.getAttribute('aria-required') === 'true'),
              kind: 'checkboxes',
              options,
            },
          ];
        }
        const combo = w.querySelector('[role="combobox"]');
        if (combo) {
          const listbox = root.ownerDocument.getElementById(combo.getAttribute('aria-controls'));
          const select = !!combo.closest('[data-select]') || (listbox && listbox.querySelector('[role="option"]'));
          const options = select
            ? Array.from(listbox?.querySelectorAll('[role="option"]') ?? []).map((o: any) => clean(o))
            : [];
          return [
            {
              ...base(labelOf(combo), combo.getAttribute('aria-required') === 'true'),
              kind: select ? 'select' : 'place',
              options,
            },
          ];
        }
        const text = w.querySelector('textarea, input:not([type="hidden"]):not([type="file"])');
        if (!text) return [];
        return [
          {
            ...base(labelOf(text), text.getAttribute('aria-required') === 'true'),
            kind: text.tagName === 'TEXTAREA' ? 'textarea' : 'text',
            options: [],
          },
        ];
      });
    },
    { wrapper: gh.fieldWrapper, captcha: gh.captcha, selfId: gh.selfIdentificationHeading.source },
  );
}

/**
 * Waits for what the board does with the application: its thank-you page, its errors, or a wall.
 * An embedded board shows its thank-you page in its iframe, which Chromium may replace with a new
 * frame on the way: every frame of the page is looked at.
 */
async function afterSubmit(frame: Frame, form: Locator, answers: GivenAnswer[]): Promise<CompanyApplyResult> {
  const page = frame.page();
  return awaitOutcome(page, answers, {
    sent: () => anyFrameOf(page, (f) => f.getByText(gh.confirmationText)),
    wall: async () => {
      if (await anyFrameOf(page, (f) => f.getByText(gh.emailCodeText).filter({ visible: true }))) return 'email_code';
      if (await anyFrameOf(page, (f) => f.locator(gh.captchaChallenge).filter({ visible: true }))) return 'captcha';
      return undefined;
    },
    errors: async () =>
      frame.isDetached()
        ? []
        : form.evaluate(
            (root: any, s: { error: string; submitError: string; wrapper: string }) => {
              const visible = (n: any) => !!n && !n.closest('[hidden]') && String(n.textContent ?? '').trim() !== '';
              const words = Array.from(root.querySelectorAll(s.error))
                .filter(visible)
                .map((n: any) => {
                  const wrapper = n.closest(s.wrapper);
                  const label = wrapper?.querySelector('label, legend, .label');
                  const name = label
                    ? String(label.textContent ?? '')
                        .replace(/\*/g, '')
                        .replace(/\s+/g, ' ')
                        .trim()
                    : '';
                  const text = String(n.textContent).trim();
                  return name ? `${name}: ${text}` : text;
                });
              const general = root.querySelector(s.submitError);
              if (visible(general)) words.unshift(String(general.textContent).trim());
              return words;
            },
            { error: gh.fieldError, submitError: gh.submitError, wrapper: gh.fieldWrapper },
          ),
  });
}
