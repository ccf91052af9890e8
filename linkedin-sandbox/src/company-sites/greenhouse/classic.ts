import type { PostedForm } from '../form-data';
import { first, all } from '../form-data';
import { recaptchaWidget } from '../captcha';
import { GREENHOUSE_EEO, GREENHOUSE_EEO_INTRO } from '../eeo';
import type { CompanyPosting } from '../schema';
import { html, type SafeHtml } from '../../pages/html';
import { sitePage } from '../page';
import { ACCEPTED_FILE_TYPES, numberedQuestions, optionId } from './questions';

// The classic Greenhouse board page (boards.greenhouse.io/<board>/jobs/<id>): the posting above
// #application_form, a Rails form posting job_application[…] fields, custom questions as
// job_application[answers_attributes][i][…] with a hidden question_id, the resume as Attach or
// "enter manually" (paste), a location field with suggestions, the EEOC section, and the
// "Submit Application" button (input#submit_app). Errors come back from the server beside each field.

export interface ClassicView {
  posting: CompanyPosting;
  /** How the page links within its site ("" by host name, else the /__ats prefix). */
  base: string;
  port: number | undefined;
  values?: PostedForm;
  /** Field name → message, after a refused submission. */
  errors?: Map<string, string>;
}

const asterisk = (required: boolean) => (required ? html` <span class="asterisk">*</span>` : '');

export function classicPage(view: ClassicView): string {
  const { posting, base, errors = new Map(), values } = view;
  const value = (name: string) => (values ? first(values, name) : '');
  const chosen = (name: string) => (values ? all(values, name) : []);
  const error = (name: string) =>
    errors.has(name) ? html`<span class="field-error-msg" role="alert">${errors.get(name)}</span>` : '';
  const fieldClass = (name: string) => (errors.has(name) ? 'field field_with_errors' : 'field');

  const textField = (id: string, name: string, label: string, required: boolean, autocomplete: string, type = 'text') =>
    html`<div class="${fieldClass(name)}">
      <label for="${id}">${label}${asterisk(required)}</label>
      <input
        type="${type}"
        id="${id}"
        name="${name}"
        value="${value(name)}"
        autocomplete="${autocomplete}"
        ${required ? html`aria-required="true"` : ''}
      />
      ${error(name)}
    </div>`;

  const upload = (key: 'resume' | 'cover_letter', label: string, required: boolean) => {
    const fileName = `job_application[${key}]`;
    const textName = `job_application[${key}_text]`;
    const pasted = value(textName);
    return html`<div id="${key}_fieldset" class="${fieldClass(fileName)}" aria-required="${required}">
      <label id="${key}_label">${label}${asterisk(required)}</label>
      <div class="attach-or-paste" data-field="${key}">
        <div class="drop-zone">
          <button type="button" class="link-button" data-source="attach">Attach</button>,
          <button type="button" class="link-button" data-source="dropbox" disabled>Dropbox</button>,
          <button type="button" class="link-button" data-source="google-drive" disabled>Google Drive</button>, or
          <button type="button" class="link-button" data-source="paste">enter manually</button>
          <input
            type="file"
            id="${key}"
            name="${fileName}"
            class="visually-hidden"
            accept="${ACCEPTED_FILE_TYPES}"
            aria-labelledby="${key}_label"
          />
          <span class="chosen-file" aria-live="polite"></span>
        </div>
        <div class="paste-area" ${pasted ? '' : html`hidden`}>
          <textarea id="${key}_text" name="${textName}" rows="8" aria-labelledby="${key}_label">${pasted}</textarea>
        </div>
        <p class="file-types">(File types: pdf, doc, docx, txt, rtf)</p>
      </div>
      ${error(fileName)}
    </div>`;
  };

  const custom = numberedQuestions(posting).map(({ question: q, index: i, number }) => {
    const prefix = `job_application[answers_attributes][${i}]`;
    const hidden = html`<input type="hidden" name="${prefix}[question_id]" value="${number}" /><input
        type="hidden"
        name="${prefix}[priority]"
        value="${i}"
      />`;
    const help = q.description ? html`<div class="field-description">${q.description}</div>` : '';
    const id = `job_application_answers_attributes_${i}`;
    switch (q.kind) {
      case 'text':
      case 'number':
      case 'date': {
        const name = `${prefix}[text_value]`;
        return html`<div class="${fieldClass(name)}">
          <label
            >${q.label}${asterisk(q.required)} ${help}
            <input
              type="text"
              id="${id}_text_value"
              name="${name}"
              value="${value(name)}"
              ${q.required ? html`aria-required="true"` : ''}
            />
          </label>
          ${hidden}${error(name)}
        </div>`;
      }
      case 'textarea': {
        const name = `${prefix}[text_value]`;
        return html`<div class="${fieldClass(name)}">
          <label
            >${q.label}${asterisk(q.required)} ${help}
            <textarea id="${id}_text_value" name="${name}" rows="5" ${q.required ? html`aria-required="true"` : ''}>
${value(name)}</textarea>
          </label>
          ${hidden}${error(name)}
        </div>`;
      }
      case 'yes-no': {
        const name = `${prefix}[boolean_value]`;
        return html`<div class="${fieldClass(name)}">
          <label
            >${q.label}${asterisk(q.required)} ${help}
            <select id="${id}_boolean_value" name="${name}" ${q.required ? html`aria-required="true"` : ''}>
              <option value="">--</option>
              <option value="1" ${value(name) === '1' ? html`selected` : ''}>Yes</option>
              <option value="0" ${value(name) === '0' ? html`selected` : ''}>No</option>
            </select>
          </label>
          ${hidden}${error(name)}
        </div>`;
      }
      case 'select': {
        const name = `${prefix}[answer_selected_options_attributes][0][question_option_id]`;
        return html`<div class="${fieldClass(name)}">
          <label
            >${q.label}${asterisk(q.required)} ${help}
            <select
              id="${id}_answer_selected_options_attributes_0_question_option_id"
              name="${name}"
              ${q.required ? html`aria-required="true"` : ''}
            >
              <option value="">--</option>
              ${q.options!.map((o, k) => html`<option value="${optionId(posting, i, k)}" ${value(name) === optionId(posting, i, k) ? html`selected` : ''}>${o}</option>`)}
            </select>
          </label>
          ${hidden}${error(name)}
        </div>`;
      }
      case 'multi-select':
      case 'checkbox': {
        const options = q.kind === 'checkbox' ? [q.label] : q.options!;
        const groupName = `${prefix}[answer_selected_options_attributes]`;
        const picked = chosen(`${groupName}[]`);
        return html`<div class="${fieldClass(groupName)}">
          <fieldset>
            <legend>${q.kind === 'checkbox' ? '' : q.label}${q.kind === 'checkbox' ? '' : asterisk(q.required)}</legend>
            ${help}
            ${options.map((o, k) => {
              const optionValue = optionId(posting, i, k);
              return html`<label class="checkbox-label"
                ><input
                  type="checkbox"
                  name="${groupName}[]"
                  value="${optionValue}"
                  ${picked.includes(optionValue) ? html`checked` : ''}
                />
                ${o}${q.kind === 'checkbox' ? asterisk(q.required) : ''}</label
              >`;
            })}
          </fieldset>
          ${hidden}${error(groupName)}
        </div>`;
      }
      case 'file': {
        const name = `${prefix}[attachment]`;
        return html`<div class="${fieldClass(name)}">
          <label
            >${q.label}${asterisk(q.required)} ${help}
            <input type="file" id="${id}_attachment" name="${name}" accept="${ACCEPTED_FILE_TYPES}" />
          </label>
          ${hidden}${error(name)}
        </div>`;
      }
    }
  });

  const eeo = posting.site.eeo
    ? html`<div id="eeoc_fields">
        <div class="heading">
          U.S. Equal Opportunity Employment Information (Completion is voluntary and will not subject you to adverse
          treatment)
        </div>
        <p class="eeoc-intro">${GREENHOUSE_EEO_INTRO}</p>
        ${GREENHOUSE_EEO.map((q) => {
          const name = `job_application[${q.field}]`;
          return html`<div class="field">
            <label for="job_application_${q.field}">${q.label}</label>
            <select id="job_application_${q.field}" name="${name}">
              <option value="">Please select</option>
              ${q.options.map((o) => html`<option value="${o}" ${value(name) === o ? html`selected` : ''}>${o}</option>`)}
            </select>
          </div>`;
        })}
      </div>`
    : '';

  const action = `${base}/${posting.board}/jobs/${posting.postingId}`;
  return page(
    `Job Application for ${posting.title} at ${posting.company}`,
    html`<div id="wrapper">
      <div id="main">
        <div id="app_body">
          <div id="header">
            <a href="#app" id="apply_button" class="button">Apply Now</a>
            <h1 class="app-title">${posting.title}</h1>
            <span class="company-name">at ${posting.company}</span>
            <div class="location">${posting.location}</div>
          </div>
          <div id="content">${posting.description.split('\n').map((line) => html`<p>${line}</p>`)}</div>
          <div id="application">
            <a name="app"></a>
            <form
              id="application_form"
              action="${action}"
              method="post"
              enctype="multipart/form-data"
              accept-charset="UTF-8"
              novalidate
            >
              ${errors.size ? html`<div id="error_summary" class="error-summary" role="alert">There were errors in your submission. Please correct the fields below and submit again.</div>` : ''}
              <div id="main_fields">
                <div class="heading">Apply for this Job</div>
                <div id="required_fields_note"><span class="asterisk">*</span> Required</div>
                ${textField('first_name', 'job_application[first_name]', 'First Name', true, 'given-name')}
                ${textField('last_name', 'job_application[last_name]', 'Last Name', true, 'family-name')}
                ${textField('email', 'job_application[email]', 'Email', true, 'email')}
                ${textField('phone', 'job_application[phone]', 'Phone', true, 'tel', 'tel')}
                ${
                  posting.site.askLocation
                    ? html`<div class="${fieldClass('job_application[location]')}" id="location_autocomplete_root">
                        <label for="job_application_location">Location (City)${asterisk(true)}</label>
                        <input
                          type="text"
                          id="job_application_location"
                          name="job_application[location]"
                          value="${value('job_application[location]')}"
                          autocomplete="off"
                          aria-required="true"
                          role="combobox"
                          aria-autocomplete="list"
                          aria-expanded="false"
                          aria-controls="location_autocomplete-items-popup"
                        />
                        <a href="#" id="locate_me" class="button">Locate me</a>
                        <ul
                          id="location_autocomplete-items-popup"
                          role="listbox"
                          class="location-suggestions"
                          hidden
                        ></ul>
                        ${error('job_application[location]')}
                      </div>`
                    : ''
                }
                ${upload('resume', 'Resume/CV', true)} ${upload('cover_letter', 'Cover Letter', false)}
              </div>
              <div id="custom_fields">${custom}</div>
              ${eeo}
              ${posting.site.captcha ? html`<div id="captcha_fields" class="${fieldClass('g-recaptcha-response')}">${recaptchaWidget(view.port)}${error('g-recaptcha-response')}</div>` : ''}
              <div id="submit_buttons">
                <input type="button" id="submit_app" value="Submit Application" class="button" />
              </div>
            </form>
          </div>
        </div>
        <div id="footer">Powered by <a href="https://www.greenhouse.io/">greenhouse</a></div>
      </div>
    </div>`,
    base,
  );
}

export function classicConfirmation(posting: CompanyPosting, base: string): string {
  return page(
    posting.company,
    html`<div id="wrapper">
      <div id="main">
        <div id="application_confirmation" class="application-confirmation">
          <h1>Thank you for applying.</h1>
          <p>
            Your application has been received. If your application seems like a good fit for the position we will
            contact you soon.
          </p>
          <p><a href="${base}/${posting.board}">Back to ${posting.company} jobs</a></p>
        </div>
      </div>
    </div>`,
    base,
  );
}

const page = (title: string, body: SafeHtml, base: string) =>
  sitePage({ title, base, css: 'greenhouse-classic.css', scripts: ['greenhouse-classic.js'], body });
