import type { ScenarioQuestion } from '../scenario/schema';
import { html, type SafeHtml } from '../pages/html';
import { SELECT_PLACEHOLDER } from './rules';

// The form builder's fields as LinkedIn renders them: each in a [data-test-form-element] group,
// labels tied to their inputs, selects starting on "Select an option", radio groups in fieldsets.
// data-sandbox-field names the answer the client script collects.

/** Element ids as LinkedIn's form builder writes them (the bot matches parts of these). */
export const urn = (jobId: string, key: string) => `urn-li-jobs-applyformcommon-easyApplyFormElement-${jobId}-${key}`;

const options = (values: string[], selected?: string) =>
  [SELECT_PLACEHOLDER, ...values].map(
    (v) => html`<option value="${v}" ${v === selected ? html`selected` : ''}>${v}</option>`,
  );

export function formElement(key: string, inner: SafeHtml): SafeHtml {
  return html`<div class="jobs-easy-apply-form-section__grouping" data-test-form-element data-sandbox-field="${key}">
    ${inner}
  </div>`;
}

/** What a field shows besides its label: the help line under it, a placeholder, the saved answer. */
export interface FieldExtras {
  /** The help line under the label (`[data-test-form-element-description]`). */
  description?: string;
  placeholder?: string;
  /** The value LinkedIn fills in (the member's saved answer). */
  value?: string;
}

/**
 * The help line as the form builder writes it under the label; the control names it (and the error
 * LinkedIn adds under the field) in aria-describedby.
 */
const helpLine = (id: string, description?: string) =>
  description
    ? html`<div
        class="fb-dash-form-element__description t-12"
        id="${id}-description"
        data-test-form-element-description
      >
        ${description}
      </div>`
    : '';
const describedBy = (id: string, description?: string) =>
  html`aria-describedby="${description ? `${id}-description ` : ''}${id}-error"`;

export function textInput(
  id: string,
  label: string,
  required: boolean,
  { description, placeholder, value = '' }: FieldExtras = {},
  multiline = false,
): SafeHtml {
  const requiredAttr = required ? html`required aria-required="true"` : '';
  const labelHtml = html`<label for="${id}" class="artdeco-text-input--label"
    >${label}${required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
  >`;
  const placeholderAttr = placeholder ? html`placeholder="${placeholder}"` : '';
  return multiline
    ? html`<div class="artdeco-text-input--container" data-test-multiline-text-form-component>
        ${labelHtml} ${helpLine(id, description)}
        <textarea
          id="${id}"
          class="artdeco-text-input__textarea artdeco-text-input__textarea--align-top"
          rows="4"
          ${placeholderAttr}
          ${describedBy(id, description)}
          ${requiredAttr}
        >
${value}</textarea>
      </div>`
    : html`<div class="artdeco-text-input--container" data-test-single-line-text-form-component>
        ${labelHtml} ${helpLine(id, description)}
        <input
          id="${id}"
          class="artdeco-text-input--input"
          type="text"
          value="${value}"
          ${placeholderAttr}
          ${describedBy(id, description)}
          ${requiredAttr}
        />
      </div>`;
}

export function selectInput(
  id: string,
  label: string,
  required: boolean,
  values: string[],
  { description, value }: FieldExtras = {},
): SafeHtml {
  return html`<div data-test-text-entity-list-form-component>
    <label for="${id}" class="fb-dash-form-element__label"
      ><span>${label}</span>${required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
    >
    ${helpLine(id, description)}
    <select
      id="${id}"
      data-test-text-entity-list-form-select
      ${describedBy(id, description)}
      ${required ? html`required aria-required="true"` : ''}
    >
      ${options(values, value)}
    </select>
  </div>`;
}

/**
 * A question's title as the form builder writes it: an aria-hidden copy for sight and a visually
 * hidden copy for screen readers, so its text content holds the question twice.
 */
function questionTitle(label: string, marker: SafeHtml): SafeHtml {
  return html`<span class="fb-dash-form-element__label" ${marker}
    ><span aria-hidden="true">${label}</span><span class="visually-hidden">${label}</span></span
  >`;
}

/** LinkedIn's spoken "Required" hint (visually hidden), which lands in a legend's text. */
const requiredHint = (marker: SafeHtml) => html`<span class="visually-hidden" ${marker}>Required</span>`;

/** The saved answer as a list (a checkbox question may save several). */
const savedOf = (q: ScenarioQuestion) => (q.saved === undefined ? [] : Array.isArray(q.saved) ? q.saved : [q.saved]);

function choiceGroup(jobId: string, q: ScenarioQuestion): SafeHtml {
  const radio = q.type === 'radio';
  const id = urn(jobId, `${q.id}-multipleChoice`);
  const saved = savedOf(q);
  const legend = html`<legend>
    ${questionTitle(
      q.label,
      radio ? html`data-test-form-builder-radio-button-form-component__title` : html`data-test-checkbox-form-title`,
    )}${
      q.required
        ? requiredHint(
            radio ? html`data-test-radio-button-form-required="true"` : html`data-test-checkbox-form-required="true"`,
          )
        : ''
    }
  </legend>`;
  const choices = (q.options ?? []).map((option, i) => {
    const optionId = `${id}-${i}`;
    return html`<div class="fb-text-selectable__option" data-test-text-selectable-option="${i}">
      <input
        type="${q.type}"
        id="${optionId}"
        name="${id}"
        value="${option}"
        ${saved.includes(option) ? html`checked` : ''}
        ${radio ? html`data-test-text-selectable-option__input="${option}"` : ''}
      />
      <label for="${optionId}" ${radio ? html`data-test-text-selectable-option__label="${option}"` : ''}
        >${option}</label
      >
    </div>`;
  });
  return radio
    ? html`<fieldset
        data-test-form-builder-radio-button-form-component="true"
        id="radio-button-form-component-formElement-${id}"
        ${describedBy(id, q.description)}
        ${q.required ? html`aria-required="true"` : ''}
      >
        ${legend}${helpLine(id, q.description)}${choices}
      </fieldset>`
    : html`<fieldset
        data-test-checkbox-form-component="true"
        id="checkbox-form-component-formElement-${id}"
        ${describedBy(id, q.description)}
        ${q.required ? html`aria-required="true"` : ''}
      >
        ${legend}${helpLine(id, q.description)}${choices}
      </fieldset>`;
}

/** A lone checkbox (a consent), not in a fieldset: title, one box with its label, a "Required" hint. */
function consentBox(jobId: string, q: ScenarioQuestion): SafeHtml {
  const id = urn(jobId, `${q.id}-checkbox`);
  const option = q.options![0]!;
  return html`<div data-test-checkbox-form-component="true" id="checkbox-form-component-formElement-${id}">
    ${questionTitle(q.label, html`data-test-checkbox-form-title`)}
    ${q.required ? requiredHint(html`data-test-checkbox-form-required="true"`) : ''} ${helpLine(id, q.description)}
    <div class="fb-text-selectable__option">
      <input
        type="checkbox"
        id="${id}-0"
        value="${option}"
        ${savedOf(q).includes(option) ? html`checked` : ''}
        ${describedBy(id, q.description)}
        ${q.required ? html`aria-required="true"` : ''}
      />
      <label for="${id}-0">${option}</label>
    </div>
  </div>`;
}

/**
 * A city typeahead: a combobox whose suggestions (a listbox of options) the client script shows
 * while typing; only a chosen suggestion counts as an answer.
 */
function typeahead(jobId: string, q: ScenarioQuestion): SafeHtml {
  const id = `single-typeahead-entity-form-component-formElement-${urn(jobId, `${q.id}-location-GEO-LOCATION`)}`;
  // A saved city is a suggestion chosen earlier: filled in, and an answer as it stands.
  const saved = savedOf(q)[0];
  return html`<div data-test-single-typeahead-entity-form-component>
    <label for="${id}" class="fb-dash-form-element__label"
      ><span>${q.label}</span>${q.required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
    >
    ${helpLine(id, q.description)}
    <div class="search-basic-typeahead">
      <input
        id="${id}"
        class="artdeco-text-input--input"
        type="text"
        ${saved ? html`value="${saved}" data-chosen="${saved}"` : ''}
        ${describedBy(id, q.description)}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls="${id}-listbox"
        autocomplete="off"
        data-test-single-typeahead-input
        ${q.required ? html`required aria-required="true"` : ''}
      />
      <div
        role="listbox"
        id="${id}-listbox"
        aria-label="Suggestions"
        class="basic-typeahead__triggered-content"
        data-easy-apply-suggestions
        hidden
      ></div>
    </div>
  </div>`;
}

export function questionElement(jobId: string, q: ScenarioQuestion): SafeHtml {
  const extras: FieldExtras = {
    description: q.description,
    placeholder: q.placeholder,
    value: typeof q.saved === 'string' ? q.saved : undefined,
  };
  const typed = (kind: string, multiline = false) =>
    textInput(
      `${multiline ? 'multiline' : 'single-line'}-text-form-component-formElement-${urn(jobId, `${q.id}-${kind}`)}`,
      q.label,
      q.required,
      extras,
      multiline,
    );
  switch (q.type) {
    case 'text':
      return formElement(q.id, typed('text'));
    case 'numeric':
      return formElement(q.id, typed('numeric'));
    case 'textarea':
      return formElement(q.id, typed('text', true));
    case 'select':
      return formElement(
        q.id,
        selectInput(
          `text-entity-list-form-component-formElement-${urn(jobId, `${q.id}-multipleChoice`)}`,
          q.label,
          q.required,
          q.options ?? [],
          extras,
        ),
      );
    case 'typeahead':
      return formElement(q.id, typeahead(jobId, q));
    case 'consent':
      return formElement(q.id, consentBox(jobId, q));
    default:
      return formElement(q.id, choiceGroup(jobId, q));
  }
}
