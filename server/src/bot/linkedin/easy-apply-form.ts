import type { Locator } from 'playwright-core';
import type { FormQuestion } from '../answers/applicant';
import { pickSuggestion, typeaheadQuery } from '../answers/typeahead-suggestion';
import { numberFormatOf } from './number-format';
import { pollPage } from './poll';
import { selectors } from './selectors';

/** One question of the current step, with what the driver needs to fill it. */
export interface FieldOnPage {
  question: FormQuestion;
  /** The element holding the question (a [data-test-form-element]). */
  element: Locator;
  /** What LinkedIn filled in already (the member's saved answer, a pre-selection), if anything. */
  current: string[];
  /** The page marks the field wrong (aria-invalid or an error under it): what is in it is no answer. */
  flagged: boolean;
  /** The contact step's "Phone country code", which LinkedIn pre-selects with the member's country. */
  phoneCountry: boolean;
}

/** What the page script reads of one form element; the number rule is worked out in Node. */
interface ReadField {
  label: string;
  kind: FormQuestion['kind'];
  required: boolean;
  options: string[];
  current: string[];
  description: string;
  placeholder: string;
  hints: string[];
  inputMode: string;
  type: string;
  min: string;
  max: string;
  step: string;
  id: string;
  flagged: boolean;
}

/**
 * Reads the questions of the step the Easy Apply dialog shows (the classic modal and the SDUI flow
 * alike), the whole field: label, kind, required, options, current value, the help line under the
 * label, placeholder, validation and hint texts, `inputmode`, min/max/step, and for a number field
 * whether it takes whole numbers, from LinkedIn's form-builder markup (see learnNumberRule for a
 * number field whose rule the page has not stated yet). The resume input is not a question.
 */
export async function readStepFields(modal: Locator): Promise<FieldOnPage[]> {
  const { modal: m, field: f } = selectors;
  const fields: FieldOnPage[] = [];
  for (const element of await modal.locator(m.formElement).all()) {
    if ((await element.locator(f.fileInput).count()) > 0) continue;
    const read = await readField(element);
    if (!read) continue;
    fields.push(fieldOnPage(element, read));
  }
  return fields;
}

function fieldOnPage(element: Locator, read: ReadField): FieldOnPage {
  const { label, kind, required, options, current, description, placeholder, hints, inputMode } = read;
  const question: FormQuestion = {
    label,
    kind,
    required,
    options,
    current,
    ...(description && { description }),
    ...(placeholder && { placeholder }),
    ...(hints.length > 0 && { hints }),
    ...(inputMode && { inputMode }),
    ...(kind === 'numeric' && numberFormatOf(read)),
  };
  const phoneCountry = selectors.field.phoneCountryId.test(read.id);
  return { question, element, current, flagged: read.flagged, phoneCountry };
}

/**
 * An empty number field whose rule the page has not stated (whole or decimal), asked as a person
 * finds out: a non-number typed, LinkedIn's message read ("Enter a whole number between 0 and 99"),
 * the field cleared again. The field read again with that message, or undefined when there is
 * nothing to learn or the page says nothing.
 */
export async function learnNumberRule(field: FieldOnPage): Promise<FieldOnPage | undefined> {
  const { question, element } = field;
  if (question.kind !== 'numeric' || question.wholeNumber !== undefined || field.current.length > 0) return undefined;
  const read = await probeNumberRule(element);
  return read && fieldOnPage(element, read);
}

/** Types a non-number, reads what LinkedIn answers under it, clears the field. */
async function probeNumberRule(element: Locator): Promise<ReadField | undefined> {
  const { field: f, modal: m } = selectors;
  const input = element.locator(f.textInput).first();
  await input.fill(f.numberProbe);
  await input.blur();
  const message = element.locator(`${m.error} ${f.message}`);
  const said = await pollPage(element.page(), async () => ((await message.count()) > 0 ? true : undefined), 1_500);
  const read = said ? await readField(element) : undefined;
  await input.fill('');
  return read && { ...read, current: [], flagged: false };
}

async function readField(element: Locator): Promise<ReadField | undefined> {
  const { modal: m, field: f } = selectors;
  // Runs in the page; the server compiles without the DOM library, so its nodes are untyped here.
  return element.evaluate(
    (node: any, s) => {
      const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const clean = (text: string | null | undefined) => {
        const once = squeeze(text)
          .replace(/\s*\*\s*$/, '')
          .replace(/\s*\bRequired$/, '')
          .trim();
        // A title holding the question twice with nothing hidden ("Q Q") is read once.
        const half = once.length % 2 === 1 ? once.slice(0, (once.length - 1) / 2) : '';
        return half && once === `${half} ${half}` ? half : once;
      };
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
      // The help line and the page's messages for the field: the description under the label, the
      // inline messages under it, and what the control's aria-describedby names besides.
      const root = node.getRootNode();
      const describe = (control: any) => {
        const named = (control?.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map(
            (id: string) => root.getElementById?.(id) ?? node.querySelector(`#${(globalThis as any).CSS.escape(id)}`),
          )
          .filter(Boolean);
        const help = node.querySelector(s.description) ?? named.find((d: any) => !d.querySelector(s.message));
        const hints: string[] = [];
        for (const text of [
          ...(Array.from(node.querySelectorAll(s.message)) as any[]).map((e) => squeeze(e.textContent)),
          ...named.filter((d: any) => d !== help).map((d: any) => squeeze(d.textContent)),
        ]) {
          if (text && !hints.includes(text)) hints.push(text);
        }
        return { description: help ? squeeze(help.textContent) : '', hints };
      };
      const flagged = (controls: any[]) =>
        !!node.querySelector(s.error) || controls.some((c) => c?.getAttribute('aria-invalid') === 'true');
      const blank = { placeholder: '', inputMode: '', type: '', min: '', max: '', step: '' };

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
          ...describe(group),
          ...blank,
          id: group.id ?? '',
          flagged: flagged([group, ...inputs]),
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
          ...describe(checks[0]),
          ...blank,
          id: checks[0].id ?? '',
          flagged: flagged(checks),
        };
      }
      const attributes = (control: any) => ({
        placeholder: squeeze(control.getAttribute('placeholder')),
        inputMode: squeeze(control.getAttribute('inputmode')).toLowerCase(),
        type: squeeze(control.getAttribute('type')).toLowerCase(),
        min: squeeze(control.getAttribute('min') ?? control.getAttribute('aria-valuemin')),
        max: squeeze(control.getAttribute('max') ?? control.getAttribute('aria-valuemax')),
        step: squeeze(control.getAttribute('step')),
      });
      const combobox = node.querySelector(s.typeahead);
      if (combobox) {
        return {
          label: labelFor(combobox) || clean(combobox.getAttribute('aria-label')),
          kind: 'typeahead',
          required: isRequired(combobox),
          options: [],
          current: combobox.value.trim() ? [combobox.value.trim()] : [],
          ...describe(combobox),
          ...attributes(combobox),
          id: combobox.id ?? '',
          flagged: flagged([combobox]),
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
          ...describe(select),
          ...blank,
          id: select.id ?? '',
          flagged: flagged([select]),
        };
      }
      const textarea = node.querySelector(s.textarea);
      const input = node.querySelector(s.textInput);
      const control = textarea ?? input;
      if (!control) return undefined;
      const numeric =
        !textarea &&
        (input?.type === 'number' ||
          new RegExp(s.numericId, 'i').test(input?.id ?? '') ||
          ['numeric', 'decimal'].includes(String(input?.getAttribute('inputmode') ?? '').toLowerCase()));
      return {
        label: labelFor(control),
        kind: textarea ? 'textarea' : numeric ? 'numeric' : 'text',
        required: isRequired(control),
        options: [],
        current: control.value.trim() ? [control.value.trim()] : [],
        ...describe(control),
        ...attributes(control),
        id: control.id ?? '',
        flagged: flagged([control]),
      };
    },
    {
      radioTitle: m.radioTitle,
      notQuestionText: m.notQuestionText,
      checkboxRequired: m.checkboxRequired,
      typeahead: m.typeahead,
      placeholder: m.selectPlaceholder.source,
      error: m.error,
      choiceGroup: f.choiceGroup,
      radio: f.radio,
      checkbox: f.checkbox,
      select: f.select,
      textarea: f.textarea,
      textInput: f.textInput,
      numericId: f.numericId.source,
      labelFor: f.labelFor('{id}'),
      description: f.description,
      message: f.message,
    },
  ) as Promise<ReadField | undefined>;
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
