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

export function textInput(id: string, label: string, required: boolean, value = '', multiline = false): SafeHtml {
  const requiredAttr = required ? html`required aria-required="true"` : '';
  const labelHtml = html`<label for="${id}" class="artdeco-text-input--label"
    >${label}${required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
  >`;
  return multiline
    ? html`<div class="artdeco-text-input--container" data-test-multiline-text-form-component>
        ${labelHtml}
        <textarea
          id="${id}"
          class="artdeco-text-input__textarea artdeco-text-input__textarea--align-top"
          rows="4"
          ${requiredAttr}
        >
${value}</textarea>
      </div>`
    : html`<div class="artdeco-text-input--container" data-test-single-line-text-form-component>
        ${labelHtml} <input id="${id}" class="artdeco-text-input--input" type="text" value="${value}" ${requiredAttr} />
      </div>`;
}

export function selectInput(
  id: string,
  label: string,
  required: boolean,
  values: string[],
  selected?: string,
): SafeHtml {
  return html`<div data-test-text-entity-list-form-component>
    <label for="${id}" class="fb-dash-form-element__label"
      ><span>${label}</span>${required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
    >
    <select id="${id}" data-test-text-entity-list-form-select ${required ? html`required aria-required="true"` : ''}>
      ${options(values, selected)}
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

function choiceGroup(jobId: string, q: ScenarioQuestion): SafeHtml {
  const radio = q.type === 'radio';
  const id = urn(jobId, `${q.id}-multipleChoice`);
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
        ${q.required ? html`aria-required="true"` : ''}
      >
        ${legend}${choices}
      </fieldset>`
    : html`<fieldset
        data-test-checkbox-form-component="true"
        id="checkbox-form-component-formElement-${id}"
        ${q.required ? html`aria-required="true"` : ''}
      >
        ${legend}${choices}
      </fieldset>`;
}

/** A lone checkbox (a consent), not in a fieldset: title, one box with its label, a "Required" hint. */
function consentBox(jobId: string, q: ScenarioQuestion): SafeHtml {
  const id = urn(jobId, `${q.id}-checkbox`);
  const option = q.options![0]!;
  return html`<div data-test-checkbox-form-component="true" id="checkbox-form-component-formElement-${id}">
    ${questionTitle(q.label, html`data-test-checkbox-form-title`)}
    ${q.required ? requiredHint(html`data-test-checkbox-form-required="true"`) : ''}
    <div class="fb-text-selectable__option">
      <input type="checkbox" id="${id}-0" value="${option}" ${q.required ? html`aria-required="true"` : ''} />
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
  return html`<div data-test-single-typeahead-entity-form-component>
    <label for="${id}" class="fb-dash-form-element__label"
      ><span>${q.label}</span>${q.required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}</label
    >
    <div class="search-basic-typeahead">
      <input
        id="${id}"
        class="artdeco-text-input--input"
        type="text"
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
  switch (q.type) {
    case 'text':
      return formElement(
        q.id,
        textInput(`single-line-text-form-component-formElement-${urn(jobId, `${q.id}-text`)}`, q.label, q.required),
      );
    case 'numeric':
      return formElement(
        q.id,
        textInput(`single-line-text-form-component-formElement-${urn(jobId, `${q.id}-numeric`)}`, q.label, q.required),
      );
    case 'textarea':
      return formElement(
        q.id,
        textInput(
          `multiline-text-form-component-formElement-${urn(jobId, `${q.id}-text`)}`,
          q.label,
          q.required,
          '',
          true,
        ),
      );
    case 'select':
      return formElement(
        q.id,
        selectInput(
          `text-entity-list-form-component-formElement-${urn(jobId, `${q.id}-multipleChoice`)}`,
          q.label,
          q.required,
          q.options ?? [],
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
