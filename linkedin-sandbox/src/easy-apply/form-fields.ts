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

function choiceGroup(jobId: string, q: ScenarioQuestion): SafeHtml {
  const radio = q.type === 'radio';
  const id = urn(jobId, `${q.id}-multipleChoice`);
  const legend = html`<legend>
    <span
      class="fb-dash-form-element__label"
      ${radio ? html`data-test-form-builder-radio-button-form-component__title` : html`data-test-checkbox-form-title`}
      >${q.label}</span
    >${q.required ? html`<span class="required-mark" aria-hidden="true"> *</span>` : ''}
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
    default:
      return formElement(q.id, choiceGroup(jobId, q));
  }
}
