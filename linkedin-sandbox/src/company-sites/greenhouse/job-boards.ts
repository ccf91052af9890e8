import { recaptchaWidget } from '../captcha';
import { GREENHOUSE_EEO, GREENHOUSE_EEO_INTRO } from '../eeo';
import { sitePage } from '../page';
import type { CompanyPosting } from '../schema';
import { html, type SafeHtml } from '../../pages/html';
import { numberedQuestions } from './questions';

// The newer Greenhouse board (job-boards.greenhouse.io/<board>/jobs/<id>), a React app: inputs
// with ids and no names (first_name, email, question_<id>), "*" marks in aria-hidden spans,
// react-select comboboxes (role=combobox + listbox) for the country, yes/no, single-choice and EEO
// questions, checkbox groups for several choices, "Attach" / "Enter manually" for the resume, and
// "Submit application". The page script sends the form and shows the errors the board answers
// under each field (id <field>-error, aria-invalid); accepted, it goes to the confirmation page.

export interface JobBoardsView {
  posting: CompanyPosting;
  base: string;
  port: number | undefined;
  /** Where the form posts and where it goes once accepted (the embed has its own). */
  action: string;
  confirmation: string;
  embedded?: boolean;
}

const star = (required: boolean) => (required ? html`<span aria-hidden="true">*</span>` : '');

const describedBy = (id: string) => `${id}-description ${id}-error ${id}-help`;

function textInput(
  id: string,
  label: string,
  required: boolean,
  options: { type?: string; autocomplete?: string; multiline?: boolean; description?: string } = {},
): SafeHtml {
  const common = html`id="${id}" class="input input--outside-label${options.multiline ? '' : ' input__single-line'}"
  aria-label="${label}" aria-describedby="${describedBy(id)}" aria-invalid="false" aria-errormessage="${id}-error"
  aria-required="${required}"`;
  return html`<div class="field-wrapper${options.multiline ? ' field-wrapper--multiline' : ''}" data-field="${id}">
    <div class="text-input-wrapper">
      <div class="input-wrapper input-wrapper--outside-label${options.multiline ? ' input-wrapper__multi-line' : ''}">
        <label id="${id}-label" for="${id}" class="label label--outside-label">${label}${star(required)}</label>
        ${options.description ? html`<p id="${id}-description" class="helper-text">${options.description}</p>` : ''}
        ${
          options.multiline
            ? html`<textarea ${common} rows="4"></textarea>`
            : html`<input
                ${common}
                type="${options.type ?? 'text'}"
                maxlength="255"
                autocomplete="${options.autocomplete ?? 'off'}"
                value=""
              />`
        }
      </div>
    </div>
  </div>`;
}

/** A react-select: a combobox input over a listbox of options, the choice kept in a hidden input. */
function select(id: string, label: string, required: boolean, options: string[], description?: string): SafeHtml {
  return html`<div class="field-wrapper" data-field="${id}">
    <div class="select" data-select="${id}">
      <div class="select__container select__container--outside-label">
        <label id="${id}-label" for="${id}" class="label select__label select__label--outside-label"
          >${label}${star(required)}</label
        >
        ${description ? html`<p id="${id}-description" class="helper-text">${description}</p>` : ''}
        <div class="select-shell">
          <div class="select__control">
            <div class="select__value-container">
              <div class="select__placeholder" id="react-select-${id}-placeholder">Select...</div>
              <div class="select__single-value" hidden></div>
              <input
                class="select__input"
                autocapitalize="none"
                autocomplete="off"
                autocorrect="off"
                id="${id}"
                spellcheck="false"
                tabindex="0"
                type="text"
                aria-autocomplete="list"
                aria-expanded="false"
                aria-haspopup="true"
                aria-errormessage="${id}-error"
                aria-invalid="false"
                aria-labelledby="${id}-label"
                aria-required="${required}"
                role="combobox"
                aria-controls="react-select-${id}-listbox"
                aria-describedby="react-select-${id}-placeholder"
                value=""
              />
            </div>
            <button type="button" class="icon-button icon-button--sm" aria-label="Toggle flyout" tabindex="-1"></button>
          </div>
          <div class="select__menu" hidden>
            <div class="select__menu-list" role="listbox" id="react-select-${id}-listbox" aria-labelledby="${id}-label">
              ${options.map((o, k) => html`<div class="select__option" role="option" aria-selected="false" id="react-select-${id}-option-${k}" data-value="${o}">${o}</div>`)}
            </div>
          </div>
          <input
            required=""
            tabindex="-1"
            aria-hidden="true"
            class="select__hidden-value"
            value=""
            data-value-for="${id}"
          />
        </div>
      </div>
    </div>
  </div>`;
}

function upload(id: 'resume' | 'cover_letter', label: string, required: boolean): SafeHtml {
  return html`<div class="field-wrapper" data-field="${id}">
    <div
      role="group"
      aria-labelledby="upload-label-${id}"
      aria-required="${required}"
      class="file-upload"
      data-allow-s3="false"
    >
      <div id="upload-label-${id}" class="label upload-label">
        ${label}${required ? html`<span class="required">*</span>` : ''}
      </div>
      <div class="file-upload__wrapper">
        <div class="button-container">
          <div class="secondary-button">
            <div>
              <button type="button" class="btn btn--rounded" data-upload="attach">Attach</button
              ><label class="visually-hidden" for="${id}">Attach</label
              ><input id="${id}" class="visually-hidden" type="file" accept=".pdf,.doc,.docx,.txt,.rtf" />
            </div>
          </div>
          <div class="secondary-button"><button type="button" class="btn btn--rounded" disabled>Dropbox</button></div>
          <div class="secondary-button">
            <button type="button" class="btn btn--rounded" disabled>Google Drive</button>
          </div>
          <div class="secondary-button">
            <div>
              <button type="button" class="btn btn--rounded" data-testid="${id}-text" data-upload="manual">
                Enter manually</button
              ><label class="visually-hidden" for="${id}_text">Enter manually</label>
            </div>
          </div>
        </div>
        <p class="file-upload__filetypes">Accepted file types: pdf, doc, docx, txt, rtf</p>
        <p class="file-upload__filename" aria-live="polite"></p>
        <textarea id="${id}_text" class="input file-upload__text" rows="8" hidden></textarea>
      </div>
    </div>
  </div>`;
}

export function jobBoardsPage(view: JobBoardsView): string {
  const { posting, base } = view;
  const questions = numberedQuestions(posting).map(({ question: q, number }) => {
    const id = `question_${number}`;
    switch (q.kind) {
      case 'text':
      case 'number':
      case 'date':
        return textInput(id, q.label, q.required, { description: q.description });
      case 'textarea':
        return textInput(id, q.label, q.required, { multiline: true, description: q.description });
      case 'yes-no':
        return select(id, q.label, q.required, ['Yes', 'No'], q.description);
      case 'select':
        return select(id, q.label, q.required, q.options!, q.description);
      case 'multi-select':
      case 'checkbox': {
        const options = q.kind === 'checkbox' ? [q.label] : q.options!;
        return html`<div class="field-wrapper" data-field="${id}">
          <fieldset class="checkbox" aria-describedby="${describedBy(id)}" aria-required="${q.required}">
            <legend class="label checkbox__legend" id="${id}-label">
              ${q.kind === 'checkbox' ? q.label : q.label}${star(q.required)}
            </legend>
            ${q.description ? html`<p id="${id}-description" class="helper-text">${q.description}</p>` : ''}
            <div class="checkbox__wrapper">
              ${options.map(
                (o, k) =>
                  html`<div class="checkbox__input">
                    <input
                      type="checkbox"
                      id="${id}_${k}"
                      name="${id}[]"
                      value="${q.kind === 'checkbox' ? 'Yes' : o}"
                    />
                    <label for="${id}_${k}">${q.kind === 'checkbox' ? 'Yes' : o}</label>
                  </div>`,
              )}
            </div>
          </fieldset>
        </div>`;
      }
      case 'file':
        return html`<div class="field-wrapper" data-field="${id}">
          <div role="group" aria-labelledby="${id}-label" aria-required="${q.required}" class="file-upload">
            <div id="${id}-label" class="label upload-label">${q.label}${star(q.required)}</div>
            ${q.description ? html`<p id="${id}-description" class="helper-text">${q.description}</p>` : ''}
            <button type="button" class="btn btn--rounded" data-upload="attach">Attach</button>
            <label class="visually-hidden" for="${id}">Attach</label
            ><input id="${id}" class="visually-hidden" type="file" />
            <p class="file-upload__filename" aria-live="polite"></p>
          </div>
        </div>`;
    }
  });

  const eeo = posting.site.eeo
    ? html`<div class="application--questions eeoc__container">
        <h3 class="section-header section-header--medium">Voluntary Self-Identification</h3>
        <p class="eeoc__description">${GREENHOUSE_EEO_INTRO}</p>
        ${GREENHOUSE_EEO.map((q) => select(q.field, q.label, false, q.options))}
      </div>`
    : '';

  return sitePage({
    title: `Job Application for ${posting.title} at ${posting.company}`,
    base,
    css: 'greenhouse-job-boards.css',
    scripts: ['greenhouse-job-boards.js'],
    body: html`<div id="root" data-embedded="${view.embedded ? 'true' : 'false'}">
      <main class="main job-post">
        <div class="job__header">
          <div class="job__title">
            <h1 class="section-header section-header--large font-primary">${posting.title}</h1>
            <div class="job__location">${posting.location}</div>
          </div>
        </div>
        <div class="job__description body">${posting.description.split('\n').map((line) => html`<p>${line}</p>`)}</div>
        <div class="application--container">
          <h2 class="section-header section-header--large">Apply for this job</h2>
          <p class="required-fields-note"><span aria-hidden="true">*</span> indicates a required field</p>
          <form
            method="post"
            action="${view.action}"
            id="application-form"
            class="application--form"
            data-confirmation="${view.confirmation}"
            novalidate
          >
            <div class="application--questions">
              ${textInput('first_name', 'First Name', true, { autocomplete: 'given-name' })}
              ${textInput('last_name', 'Last Name', true, { autocomplete: 'family-name' })}
              ${textInput('email', 'Email', true, { autocomplete: 'email' })}
              <div class="field-wrapper">
                <fieldset class="phone-input">
                  <legend class="visually-hidden">Phone</legend>
                  <div class="phone-input__country">${select('country', 'Country', true, COUNTRIES)}</div>
                  <div class="phone-input__phone">
                    ${textInput('phone', 'Phone', true, { type: 'tel', autocomplete: 'tel' })}
                  </div>
                </fieldset>
              </div>
              ${
                posting.site.askLocation
                  ? html`<div class="field-wrapper" data-field="candidate-location">
                      <div class="location-input">
                        <label id="candidate-location-label" for="candidate-location" class="label"
                          >Location (City)${star(true)}</label
                        >
                        <input
                          id="candidate-location"
                          class="input input__single-line"
                          type="text"
                          role="combobox"
                          aria-autocomplete="list"
                          aria-expanded="false"
                          aria-controls="candidate-location-listbox"
                          aria-required="true"
                          aria-invalid="false"
                          aria-errormessage="candidate-location-error"
                          autocomplete="off"
                        />
                        <ul
                          id="candidate-location-listbox"
                          role="listbox"
                          class="select__menu-list location-listbox"
                          hidden
                        ></ul>
                      </div>
                    </div>`
                  : ''
              }
              ${upload('resume', 'Resume/CV', true)} ${upload('cover_letter', 'Cover Letter', false)}
            </div>
            ${
              questions.length
                ? html`<div class="application--questions">
                    <hr />
                    ${questions}
                  </div>`
                : ''
            }
            ${eeo}
            ${posting.site.captcha ? html`<div class="field-wrapper" data-field="g-recaptcha-response">${recaptchaWidget(view.port)}</div>` : ''}
            <div class="email-verification" hidden>
              <h3 class="section-header">Verify your email</h3>
              <p class="email-verification__text"></p>
              <div class="email-verification__inputs" role="group" aria-label="Security code">
                ${Array.from({ length: 8 }, (_, i) => html`<input type="text" maxlength="1" class="input security-code" aria-label="Security code character ${i + 1}" id="security-input-${i}" />`)}
              </div>
            </div>
            <div class="application--submit">
              <p class="helper-text helper-text--error submit-error" role="alert" hidden></p>
              <button type="submit" class="btn btn--rounded" aria-disabled="false">Submit application</button>
            </div>
          </form>
        </div>
      </main>
    </div>`,
  });
}

/** Greenhouse's phone country list (the country names the board's select offers first). */
const COUNTRIES = [
  'United States +1',
  'Canada +1',
  'United Kingdom +44',
  'Germany +49',
  'France +33',
  'Netherlands +31',
  'Spain +34',
  'India +91',
  'Australia +61',
];

export function jobBoardsConfirmation(posting: CompanyPosting, base: string): string {
  return sitePage({
    title: posting.company,
    base,
    css: 'greenhouse-job-boards.css',
    scripts: [],
    body: html`<main class="main">
      <div id="application_confirmation" class="application-confirmation">
        <h1 class="section-header">Thank you for applying.</h1>
        <p class="body">
          Your application has been received. If your application seems like a good fit for the position we will contact
          you soon.
        </p>
      </div>
    </main>`,
  });
}
