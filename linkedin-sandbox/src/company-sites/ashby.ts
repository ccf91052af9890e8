import { checkAnswer, type RawAnswer } from './answers';
import { captchaSolved, recaptchaBadge } from './captcha';
import { ASHBY_EEO, eeoAnswers } from './eeo';
import { all, fieldRecord, fileMeta, fileOf, first, type PostedForm } from './form-data';
import { sitePage } from './page';
import { stableUuid, type CompanyPosting, type CompanyQuestion } from './schema';
import type { CompanyAnswer, CompanySubmission } from './submissions';
import { html, type SafeHtml } from '../pages/html';

// Ashby's hosted application (jobs.ashbyhq.com/<company>/<id>/application): a client-rendered app
// that arrives as an empty #root and draws the form a moment after load, with no <form> element.
// System fields have stable ids (_systemfield_name, _systemfield_email, _systemfield_resume,
// _systemfield_location — whose label points at an id the autocomplete input does not carry); phone
// and every employer question (LinkedIn too) are custom fields with UUID ids. Yes/No is two buttons over a hidden
// checkbox, several choices a checkbox group. "Submit Application" posts to its GraphQL endpoint;
// missing answers come back as "Missing entry for required field: <label>" under the field and a
// "Your form needs corrections" banner; success replaces the form in place.

export const ASHBY_SUBMIT_PATH = '/api/non-user-graphql';

interface AshbyField {
  path: string;
  label: string;
  required: boolean;
  question?: CompanyQuestion;
}

const fieldId = (posting: CompanyPosting, key: string) => stableUuid(`ashby-field:${posting.postingId}:${key}`);

function ashbyFields(posting: CompanyPosting) {
  const phone: AshbyField = { path: fieldId(posting, 'phone'), label: 'Phone Number', required: true };
  const questions: AshbyField[] = posting.site.questions.map((question) => ({
    path: fieldId(posting, `q:${question.id}`),
    label: question.label,
    required: question.required,
    question,
  }));
  return { phone, questions };
}

const cls = (required: boolean) =>
  `_heading_f7cvd_52 ${required ? '_required_f7cvd_91 ' : ''}_label_1e3gg_42 ashby-application-form-question-title`;

function entry(field: AshbyField, control: SafeHtml, description?: string): SafeHtml {
  return html`<div class="_fieldEntry_1e3gg_28 ashby-application-form-field-entry" data-field-path="${field.path}">
    <label class="${cls(field.required)}" for="${field.path}">${field.label}</label>
    ${description ? html`<div class="ashby-application-form-question-description"><p>${description}</p></div>` : ''}
    ${control}
  </div>`;
}

const textControl = (path: string, placeholder = 'Type here...', type = 'text', required = false) =>
  html`<input
    placeholder="${placeholder}"
    name="${path}"
    id="${path}"
    type="${type}"
    class="_input_80epu_28 ashby-application-form-input-text"
    ${required ? html`required=""` : ''}
  />`;

function fileControl(path: string, required: boolean): SafeHtml {
  return html`<div role="presentation" class="_container_10xk4_70 ashby-application-form-input-file">
    <input
      type="file"
      tabindex="-1"
      id="${path}"
      name="${path}"
      ${required ? html`required=""` : ''}
      accept="application/pdf,.pdf,application/msword,.doc,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx,application/rtf,.rtf,text/plain,.txt"
      style="display: none"
    />
    <div class="ashby-application-form-input-file-dropzone">
      <button type="button" class="_button_zyh3g_28 ashby-application-form-input-file-dropzone-upload">
        <span><span>Upload File</span></span>
      </button>
      <p class="ashby-application-form-input-file-dropzone-instructions">or drag and drop here</p>
    </div>
    <div class="ashby-application-form-input-file-item" hidden>
      <span class="ashby-application-form-input-file-item-name"></span>
    </div>
  </div>`;
}

function questionEntry(field: AshbyField): SafeHtml {
  const q = field.question!;
  switch (q.kind) {
    case 'textarea':
      return entry(
        field,
        html`<textarea
          placeholder="Type here..."
          name="${field.path}"
          id="${field.path}"
          class="ashby-application-form-input-textarea"
          rows="4"
        ></textarea>`,
        q.description,
      );
    case 'number':
      return entry(field, textControl(field.path, 'Type here...', 'number'), q.description);
    case 'date':
      return entry(
        field,
        html`<div class="react-datepicker-wrapper">
          <div class="react-datepicker__input-container">
            <input
              type="text"
              placeholder="Pick date..."
              name="${field.path}"
              id="${field.path}"
              class="ashby-application-form-input-date"
            />
          </div>
        </div>`,
        q.description,
      );
    case 'yes-no':
      return entry(
        field,
        html`<div
          class="_container_1svni_28 _yesno_1e3gg_148 ashby-application-form-input-yesno"
          role="group"
          aria-label="${q.label}"
        >
          <button
            type="button"
            class="_option_1svni_32 ashby-application-form-input-yesno-option"
            aria-pressed="false"
            data-option="yes"
          >
            Yes
          </button>
          <button
            type="button"
            class="_option_1svni_32 ashby-application-form-input-yesno-option"
            aria-pressed="false"
            data-option="no"
          >
            No
          </button>
          <input type="checkbox" class="_input_1svni_78" tabindex="-1" name="${field.path}" data-yesno="" />
        </div>`,
        q.description,
      );
    case 'select':
      return entry(
        field,
        html`<select name="${field.path}" id="${field.path}" class="ashby-application-form-input-select">
          <option value="">Select...</option>
          ${q.options!.map((o) => html`<option value="${o}">${o}</option>`)}
        </select>`,
        q.description,
      );
    case 'multi-select':
    case 'checkbox': {
      const options = q.kind === 'checkbox' ? [q.label] : q.options!;
      return html`<div data-field-path="${field.path}">
        <fieldset class="_container_1258i_28 _fieldEntry_1e3gg_28 ashby-application-form-input-checkbox-group">
          <label class="${cls(q.required)}" for="${field.path}">${q.label}</label>
          ${q.description ? html`<div class="ashby-application-form-question-description"><p>${q.description}</p></div>` : ''}
          ${options.map(
            (o, k) =>
              html`<div class="ashby-application-form-input-checkbox-group-option">
                <span class="ashby-application-form-input-checkbox-group-option-checkbox"
                  ><input
                    type="checkbox"
                    id="${field.path}-labeled-checkbox-${k}"
                    name="${o}"
                    data-group="${field.path}"
                /></span>
                <label
                  for="${field.path}-labeled-checkbox-${k}"
                  class="ashby-application-form-input-checkbox-group-option-label"
                  >${o}</label
                >
              </div>`,
          )}
        </fieldset>
      </div>`;
    }
    case 'file':
      return entry(field, fileControl(field.path, q.required), q.description);
    default:
      return entry(field, textControl(field.path), q.description);
  }
}

export function ashbyApplicationPage(posting: CompanyPosting, base: string): string {
  const { phone, questions } = ashbyFields(posting);
  const form = html`<div class="ashby-job-posting-right-pane">
    <div role="tablist" class="ashby-job-posting-tabs">
      <a role="tab" aria-selected="false" href="${base}/${posting.board}/${posting.postingId}">Overview</a>
      <a
        role="tab"
        aria-selected="true"
        id="job-application-form"
        href="${base}/${posting.board}/${posting.postingId}/application"
        >Application</a
      >
    </div>
    <h1 class="ashby-job-posting-heading">${posting.title}</h1>
    <div tabindex="0" role="tabpanel" aria-labelledby="job-application-form" id="form">
      <div class="ashby-application-form-container" data-job-posting-id="${posting.postingId}">
        <div class="ashby-application-form-section-container">
          ${entry({ path: '_systemfield_name', label: 'Name', required: true }, textControl('_systemfield_name', 'Type here...', 'text', true))}
          ${entry({ path: '_systemfield_email', label: 'Email', required: true }, textControl('_systemfield_email', 'hello@example.com...', 'email', true))}
          ${entry({ path: '_systemfield_resume', label: 'Resume', required: true }, fileControl('_systemfield_resume', true))}
          ${entry(phone, textControl(phone.path, '1-415-555-1234...', 'tel', true))}
          ${
            posting.site.askLocation
              ? entry(
                  { path: '_systemfield_location', label: 'Location', required: true },
                  html`<div class="_inputContainer_d7ago_28">
                    <input
                      class="ashby-application-form-input-autocomplete"
                      placeholder="Start typing..."
                      aria-autocomplete="list"
                      aria-expanded="false"
                      aria-haspopup="listbox"
                      aria-controls="_systemfield_location-listbox"
                      role="combobox"
                      autocomplete="off"
                      data-location=""
                    />
                    <ul
                      role="listbox"
                      id="_systemfield_location-listbox"
                      class="ashby-autocomplete-listbox"
                      hidden
                    ></ul>
                  </div>`,
                )
              : ''
          }
          ${questions.map(questionEntry)}
        </div>
        ${
          posting.site.eeo
            ? html`<div class="ashby-application-form-section-container ashby-eeoc-survey">
                <h2 class="ashby-application-form-section-header">U.S. Equal Employment Opportunity Information</h2>
                <p class="ashby-application-form-section-description">
                  We are an equal opportunity employer. Completing this survey is voluntary; your answers are kept
                  separate from your application.
                </p>
                ${ASHBY_EEO.map((q) =>
                  entry(
                    { path: q.field, label: q.label, required: false },
                    html`<select name="${q.field}" id="${q.field}" class="ashby-application-form-input-select">
                      <option value="">Select...</option>
                      ${q.options.map((o) => html`<option value="${o}">${o}</option>`)}
                    </select>`,
                  ),
                )}
              </div>`
            : ''
        }
      </div>
      <div class="ashby-application-form-errors" role="alert" hidden>
        <p class="ashby-application-form-errors-title">Your form needs corrections</p>
        <ul></ul>
      </div>
      <button type="button" class="_button_zyh3g_28 _primary_zyh3g_73 ashby-application-form-submit-button">
        Submit Application
      </button>
      ${posting.site.captcha ? recaptchaBadge() : ''}
    </div>
  </div>`;
  return sitePage({
    title: `${posting.title} @ ${posting.company}`,
    base,
    css: 'ashby.css',
    scripts: ['ashby.js'],
    body: html`<div id="root" data-submit="${base}${ASHBY_SUBMIT_PATH}?op=ApiSubmitSingleApplicationFormAction"></div>
      <template id="ashby-app">${form}</template>`,
  });
}

type Entry = Omit<CompanySubmission, 'id' | 'submittedAt' | 'files'>;

export type AshbyResult = { missing: string[] } | { spam: true } | { entry: Entry };

export function checkAshbyPost(posting: CompanyPosting, form: PostedForm): AshbyResult {
  const { phone, questions } = ashbyFields(posting);
  const missing: string[] = [];
  const resume = fileOf(form, '_systemfield_resume');
  if (!first(form, '_systemfield_name')) missing.push('Name');
  if (!first(form, '_systemfield_email')) missing.push('Email');
  if (!resume) missing.push('Resume');
  if (!first(form, phone.path)) missing.push(phone.label);
  if (posting.site.askLocation && !first(form, '_systemfield_location')) missing.push('Location');
  const answers: CompanyAnswer[] = [];
  for (const field of questions) {
    const q = field.question!;
    let raw: RawAnswer;
    if (q.kind === 'multi-select' || q.kind === 'checkbox') raw = all(form, field.path);
    else if (q.kind === 'file') {
      const file = fileOf(form, field.path);
      raw = file ? { file: file.fileName } : null;
    } else if (q.kind === 'yes-no')
      raw = { true: 'Yes', false: 'No' }[first(form, field.path)] ?? first(form, field.path);
    else raw = first(form, field.path);
    const checked = checkAnswer(q, raw);
    if ('problem' in checked) missing.push(field.label);
    else if (checked.answer) answers.push(checked.answer);
  }
  if (missing.length) return { missing };
  if (posting.site.captcha && !captchaSolved(first(form, 'recaptchaToken'))) return { spam: true };
  return {
    entry: {
      system: 'ashby',
      layout: null,
      jobId: posting.jobId,
      company: posting.company,
      board: posting.board,
      postingId: posting.postingId,
      applicant: {
        name: first(form, '_systemfield_name'),
        email: first(form, '_systemfield_email'),
        phone: first(form, phone.path),
        location: first(form, '_systemfield_location'),
      },
      urls: {},
      currentCompany: '',
      resume: fileMeta(resume),
      resumeText: '',
      coverLetter: '',
      answers,
      eeo: posting.site.eeo ? eeoAnswers(ASHBY_EEO, (f) => first(form, f)) : {},
      fields: fieldRecord(form),
    },
  };
}
