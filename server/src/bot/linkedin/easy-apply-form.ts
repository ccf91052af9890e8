import type { Locator } from 'playwright-core';
import type { FormQuestion } from '../answers/applicant';
import { selectors } from './selectors';

/** One question of the current step, with what the driver needs to fill it. */
export interface FieldOnPage {
  question: FormQuestion;
  /** The element holding the question (a [data-test-form-element]). */
  element: Locator;
  /** What LinkedIn filled in already (the account's last answers), if anything. */
  current: string[];
}

/**
 * Reads the questions of the step the Easy Apply dialog shows: label, kind, required, options and
 * current value, from LinkedIn's form-builder markup. The resume input is not a question.
 */
export async function readStepFields(modal: Locator): Promise<FieldOnPage[]> {
  const { modal: m } = selectors;
  const elements = await modal.locator(m.formElement).all();
  const fields: FieldOnPage[] = [];
  for (const element of elements) {
    if ((await element.locator('input[type="file"]').count()) > 0) continue;
    // Runs in the page; the server compiles without the DOM library, so its nodes are untyped here.
    const read = await element.evaluate(
      (node: any, s) => {
        const clean = (text: string | null | undefined) =>
          (text ?? '')
            .replace(/\s+/g, ' ')
            .replace(/\s*\*\s*$/, '')
            .trim();
        const labelFor = (control: any) => {
          const id = control?.getAttribute('id');
          const label = id ? node.querySelector(`label[for="${(globalThis as any).CSS.escape(id)}"]`) : null;
          return clean(label?.textContent);
        };
        const isRequired = (control: any) =>
          !!control && (control.hasAttribute('required') || control.getAttribute('aria-required') === 'true');
        const group = node.querySelector('fieldset');
        const radios = Array.from(node.querySelectorAll('input[type="radio"]')) as any[];
        const checks = Array.from(node.querySelectorAll('input[type="checkbox"]')) as any[];
        if (group && (radios.length > 0 || checks.length > 0)) {
          const inputs = radios.length > 0 ? radios : checks;
          const title = group.querySelector(s.radioTitle);
          return {
            label: clean(title?.textContent),
            kind: radios.length > 0 ? 'radio' : 'checkbox',
            required: isRequired(group) || inputs.some((i) => i.required),
            options: inputs.map((i) => labelFor(i) || i.value),
            current: inputs.filter((i) => i.checked).map((i) => labelFor(i) || i.value),
          };
        }
        const select = node.querySelector('select');
        if (select) {
          const options = (Array.from(select.options) as any[]).map((o) => String(o.textContent ?? '').trim());
          const chosen = select.selectedOptions[0]?.textContent?.trim() ?? '';
          const placeholder = new RegExp(s.placeholder, 'i');
          return {
            label: labelFor(select),
            kind: 'select',
            required: isRequired(select),
            options: options.filter((o) => !placeholder.test(o)),
            current: chosen && !placeholder.test(chosen) ? [chosen] : [],
          };
        }
        const textarea = node.querySelector('textarea');
        const input = node.querySelector('input:not([type="hidden"])');
        const control = textarea ?? input;
        if (!control) return undefined;
        const numeric = !textarea && (input?.type === 'number' || /numeric/i.test(input?.id ?? ''));
        return {
          label: labelFor(control),
          kind: textarea ? 'textarea' : numeric ? 'numeric' : 'text',
          required: isRequired(control),
          options: [],
          current: control.value.trim() ? [control.value.trim()] : [],
        };
      },
      { radioTitle: m.radioTitle, placeholder: m.selectPlaceholder.source },
    );
    if (!read) continue;
    const { current, ...question } = read;
    fields.push({ question: question as FormQuestion, element, current });
  }
  return fields;
}

/** Puts an answer into a field as a person would: choose the option, tick the boxes, type the text. */
export async function fillField(field: FieldOnPage, value: string | string[]): Promise<void> {
  const { element, question } = field;
  const values = Array.isArray(value) ? value : [value];
  switch (question.kind) {
    case 'select':
      await element.locator('select').selectOption({ label: values[0]! });
      return;
    case 'radio':
      await element.getByLabel(values[0]!, { exact: true }).check();
      return;
    case 'checkbox':
      for (const box of await element.locator('input[type="checkbox"]').all()) {
        const id = await box.getAttribute('id');
        const label = id ? ((await element.locator(`label[for="${id}"]`).textContent()) ?? '').trim() : '';
        const wanted = values.includes(label) || values.includes((await box.getAttribute('value')) ?? '');
        if ((await box.isChecked()) !== wanted) await box.setChecked(wanted);
      }
      return;
    case 'textarea':
      await element.locator('textarea').fill(values[0]!);
      return;
    default:
      await element.locator('input:not([type="hidden"])').first().fill(values[0]!);
  }
}
