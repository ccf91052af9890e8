import type { Locator } from 'playwright-core';
import type { FormQuestion } from '../answers/applicant';
import { pickSuggestion, typeaheadQuery } from '../answers/typeahead-suggestion';
import { pollPage } from './poll';
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
  const { modal: m, field: f } = selectors;
  const elements = await modal.locator(m.formElement).all();
  const fields: FieldOnPage[] = [];
  for (const element of elements) {
    if ((await element.locator(f.fileInput).count()) > 0) continue;
    // Runs in the page; the server compiles without the DOM library, so its nodes are untyped here.
    const read = await element.evaluate(
      (node: any, s) => {
        const clean = (text: string | null | undefined) =>
          (text ?? '')
            .replace(/\s+/g, ' ')
            .replace(/\s*\*\s*$/, '')
            .replace(/\s*\bRequired$/, '')
            .trim();
        // The question as read aloud: without aria-hidden copies and "Required" hints, so a title
        // holding the question twice gives it once.
        const spoken = (element: any) => {
          if (!element) return '';
          const copy = element.cloneNode(true);
          for (const hidden of Array.from(copy.querySelectorAll(s.notQuestionText)) as any[]) hidden.remove();
          return clean(copy.textContent);
        };
        const labelFor = (control: any) => {
          const id = control?.getAttribute('id');
          const label = id ? node.querySelector(s.labelFor.replace('{id}', (globalThis as any).CSS.escape(id))) : null;
          return spoken(label);
        };
        const isRequired = (control: any) =>
          !!control && (control.hasAttribute('required') || control.getAttribute('aria-required') === 'true');
        const group = node.querySelector(s.choiceGroup);
        const radios = Array.from(node.querySelectorAll(s.radio)) as any[];
        const checks = Array.from(node.querySelectorAll(s.checkbox)) as any[];
        if (group && (radios.length > 0 || checks.length > 0)) {
          const inputs = radios.length > 0 ? radios : checks;
          const title = group.querySelector(s.radioTitle);
          return {
            label: spoken(title),
            kind: radios.length > 0 ? 'radio' : 'checkbox',
            required: isRequired(group) || inputs.some((i) => i.required) || !!group.querySelector(s.checkboxRequired),
            options: inputs.map((i) => labelFor(i) || i.value),
            current: inputs.filter((i) => i.checked).map((i) => labelFor(i) || i.value),
          };
        }
        // A lone checkbox outside a fieldset (a consent): still a checkbox, titled by its title span.
        if (checks.length > 0 && radios.length === 0) {
          const title = node.querySelector(s.radioTitle);
          return {
            label: spoken(title) || labelFor(checks[0]),
            kind: 'checkbox',
            required: !!node.querySelector(s.checkboxRequired) || checks.some((i) => isRequired(i)),
            options: checks.map((i) => labelFor(i) || i.value),
            current: checks.filter((i) => i.checked).map((i) => labelFor(i) || i.value),
          };
        }
        const combobox = node.querySelector(s.typeahead);
        if (combobox) {
          return {
            label: labelFor(combobox) || clean(combobox.getAttribute('aria-label')),
            kind: 'typeahead',
            required: isRequired(combobox),
            options: [],
            current: combobox.value.trim() ? [combobox.value.trim()] : [],
          };
        }
        const select = node.querySelector(s.select);
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
        const textarea = node.querySelector(s.textarea);
        const input = node.querySelector(s.textInput);
        const control = textarea ?? input;
        if (!control) return undefined;
        const numeric = !textarea && (input?.type === 'number' || new RegExp(s.numericId, 'i').test(input?.id ?? ''));
        return {
          label: labelFor(control),
          kind: textarea ? 'textarea' : numeric ? 'numeric' : 'text',
          required: isRequired(control),
          options: [],
          current: control.value.trim() ? [control.value.trim()] : [],
        };
      },
      {
        radioTitle: m.radioTitle,
        notQuestionText: m.notQuestionText,
        checkboxRequired: m.checkboxRequired,
        typeahead: m.typeahead,
        placeholder: m.selectPlaceholder.source,
        choiceGroup: f.choiceGroup,
        radio: f.radio,
        checkbox: f.checkbox,
        select: f.select,
        textarea: f.textarea,
        textInput: f.textInput,
        numericId: f.numericId.source,
        labelFor: f.labelFor('{id}'),
      },
    );
    if (!read) continue;
    const { current } = read;
    fields.push({ question: { ...read, current } as FormQuestion, element, current });
  }
  return fields;
}

/**
 * Types the answer's first part into a typeahead, waits for LinkedIn's suggestions and chooses the
 * one that is the answer. Returns it, or undefined when none is (the list is closed again, so it
 * does not cover the step buttons).
 */
export async function chooseSuggestion(field: FieldOnPage, answer: string): Promise<string | undefined> {
  const { modal: m } = selectors;
  const input = field.element.locator(m.typeahead).first();
  await input.fill('');
  await input.pressSequentially(typeaheadQuery(answer), { delay: 30 });
  const listId = await input.getAttribute('aria-controls');
  const page = input.page();
  const list = page.locator(listId ? `[id="${listId}"]` : 'body');
  const options = list.locator(m.suggestion);
  const texts = await pollPage(
    page,
    async () => {
      const found = (await options.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
      return found.length > 0 ? found : undefined;
    },
    5_000,
  );
  const chosen = texts && pickSuggestion(answer, texts);
  if (!chosen) {
    await input.press('Escape');
    return undefined;
  }
  await list.getByRole('option', { name: chosen, exact: true }).first().click();
  return chosen;
}

/** Puts an answer into a field as a person would: choose the option, tick the boxes, type the text. */
export async function fillField(field: FieldOnPage, value: string | string[]): Promise<void> {
  const { element, question } = field;
  const f = selectors.field;
  const values = Array.isArray(value) ? value : [value];
  switch (question.kind) {
    case 'select':
      await element.locator(f.select).selectOption({ label: values[0]! });
      return;
    case 'radio':
      await element.getByLabel(values[0]!, { exact: true }).check();
      return;
    case 'checkbox':
      for (const box of await element.locator(f.checkbox).all()) {
        const id = await box.getAttribute('id');
        const label = id ? ((await element.locator(f.labelFor(id)).textContent()) ?? '').trim() : '';
        const wanted = values.includes(label) || values.includes((await box.getAttribute('value')) ?? '');
        if ((await box.isChecked()) !== wanted) await box.setChecked(wanted);
      }
      return;
    case 'textarea':
      await element.locator(f.textarea).fill(values[0]!);
      return;
    default:
      await element.locator(f.textInput).first().fill(values[0]!);
  }
}
