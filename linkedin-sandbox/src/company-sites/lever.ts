import { checkAnswer, type RawAnswer } from './answers';
import { captchaSolved, hcaptchaInvisible } from './captcha';
import { eeoAnswers, LEVER_EEO } from './eeo';
import { all, fieldRecord, fileMeta, fileOf, first, type PostedForm } from './form-data';
import { sitePage } from './page';
import { stableUuid, type CompanyPosting } from './schema';
import type { CompanyAnswer, CompanySubmission } from './submissions';
import { html, type SafeHtml } from '../pages/html';

// Lever's posting apply page (jobs.lever.co/<company>/<id>/apply): a plain multipart form posted
// to its own address, fields named resume, name, email, phone, location, org, urls[LinkedIn] …,
// the employer's questions as "cards" (cards[<card id>][field<n>] with a baseTemplate), "Additional
// information" (comments), the EEO survey (eeo[gender] …) and, on every form since early 2026, an
// invisible hCaptcha. Required fields carry the browser's `required`, so an empty one stops the
// browser ("Please fill out this field."); the server checks again. Accepted: /<company>/<id>/thanks.

const REQUIRED_TEXT = 'Please fill out this field.';
const LINKS = ['LinkedIn', 'Twitter', 'GitHub', 'Portfolio', 'Other'] as const;
const LINK_LABELS: Record<(typeof LINKS)[number], string> = {
  LinkedIn: 'LinkedIn URL',
  Twitter: 'Twitter URL',
  GitHub: 'GitHub URL',
  Portfolio: 'Portfolio URL',
  Other: 'Other website',
};

const cardId = (posting: CompanyPosting) => stableUuid(`lever-card:${posting.postingId}`);
const requiredMark = (required: boolean) => (required ? html`<span class="required">✱</span>` : '');

export interface LeverView {
  posting: CompanyPosting;
  base: string;
  port: number | undefined;
  values?: PostedForm;
  errors?: Map<string, string>;
}

export function leverApplyPage(view: LeverView): string {
  const { posting, base, values, errors = new Map() } = view;
  const value = (name: string) => (values ? first(values, name) : '');
  const error = (name: string) =>
    errors.has(name) ? html`<div class="error-message" role="alert">${errors.get(name)}</div>` : '';
  const card = cardId(posting);
  const plain = (label: string, name: string, required: boolean, qa: string, type = 'text') =>
    html`<li class="application-question">
      <label
        ><div class="application-label">${label}${requiredMark(required)}</div>
        <div class="application-field">
          <input
            type="${type}"
            name="${name}"
            data-qa="${qa}"
            value="${value(name)}"
            ${required ? html`required=""` : ''}
          /></div></label
      >${error(name)}
    </li>`;

  const baseTemplate = JSON.stringify({
    id: card,
    text: 'Additional questions',
    fields: posting.site.questions.map((q) => ({
      type: {
        text: 'text',
        number: 'text',
        date: 'text',
        textarea: 'textarea',
        select: 'dropdown',
        'multi-select': 'multiple-select',
        checkbox: 'multiple-select',
        'yes-no': 'multiple-choice',
        file: 'file-upload',
      }[q.kind],
      text: q.label,
      required: q.required,
      options:
        q.kind === 'yes-no'
          ? [{ text: 'Yes' }, { text: 'No' }]
          : (q.options ?? (q.kind === 'checkbox' ? [q.label] : [])).map((text) => ({ text })),
    })),
  });

  const questions = posting.site.questions.map((q, i): SafeHtml => {
    const name = `cards[${card}][field${i}]`;
    const label = html`<div class="application-label">${q.label}${requiredMark(q.required)}</div>
      ${q.description ? html`<div class="application-description">${q.description}</div>` : ''}`;
    const req = q.required ? html`required=""` : '';
    switch (q.kind) {
      case 'textarea':
        return html`<li class="application-question custom-question">
          <label
            >${label}
            <div class="application-field"><textarea name="${name}" ${req}>${value(name)}</textarea></div></label
          >${error(name)}
        </li>`;
      case 'select':
        return html`<li class="application-question custom-question">
          <label
            >${label}
            <div class="application-field application-dropdown">
              <select name="${name}" ${req}>
                <option value="">Select ...</option>
                ${q.options!.map((o) => html`<option value="${o}" ${value(name) === o ? html`selected` : ''}>${o}</option>`)}
              </select>
            </div></label
          >${error(name)}
        </li>`;
      case 'yes-no':
        return html`<li class="application-question custom-question">
          ${label}
          <div class="application-field">
            <ul data-qa="multiple-choice">
              ${['Yes', 'No'].map(
                (o, k) =>
                  html`<li>
                    <label
                      ><input
                        type="radio"
                        name="${name}"
                        value="${o}"
                        ${k === 0 ? req : ''}
                        ${value(name) === o ? html`checked` : ''}
                      /><span class="application-answer-alternative">${o}</span></label
                    >
                  </li>`,
              )}
            </ul>
          </div>
          ${error(name)}
        </li>`;
      case 'multi-select':
      case 'checkbox': {
        const options = q.kind === 'checkbox' ? [q.label] : q.options!;
        const picked = values ? all(values, name) : [];
        return html`<li class="application-question custom-question">
          ${q.kind === 'checkbox' ? '' : label}
          <div class="application-field">
            <ul data-qa="checkboxes">
              ${options.map(
                (o) =>
                  html`<li>
                    <label
                      ><input
                        type="checkbox"
                        name="${name}"
                        value="${o}"
                        ${picked.includes(o) ? html`checked` : ''}
                      /><span class="application-answer-alternative"
                        >${o}${q.kind === 'checkbox' ? requiredMark(q.required) : ''}</span
                      ></label
                    >
                  </li>`,
              )}
            </ul>
          </div>
          ${error(name)}
        </li>`;
      }
      default:
        return html`<li class="application-question custom-question">
          <label
            >${label}
            <div class="application-field">
              <input type="text" name="${name}" value="${value(name)}" ${req} /></div></label
          >${error(name)}
        </li>`;
    }
  });

  const eeo = posting.site.eeo
    ? html`<div class="section page-centered application-form eeo-section">
        <h4>U.S. Equal Employment Opportunity information</h4>
        <p class="eeo-intro">
          Completion is voluntary and no individual person's response will be considered in the hiring process.
        </p>
        <ul>
          ${LEVER_EEO.map(
            (q) =>
              html`<li class="application-question">
                <label
                  ><div class="application-label">${q.label}</div>
                  <div class="application-field application-dropdown">
                    <select name="${q.field}">
                      <option value="">Select ...</option>
                      ${q.options.map((o) => html`<option ${value(q.field) === o ? html`selected` : ''}>${o}</option>`)}
                    </select>
                  </div></label
                >
              </li>`,
          )}
        </ul>
      </div>`
    : '';

  return sitePage({
    title: `${posting.company} - ${posting.title}`,
    base,
    css: 'lever.css',
    scripts: ['lever.js'],
    body: html`<div class="main-header page-full-width section-wrapper">
        <div class="main-header-content page-centered narrow-section">
          <a class="main-header-logo" href="${base}/${posting.board}">${posting.company}</a>
        </div>
      </div>
      <div class="content-wrapper application-page">
        <div class="section-wrapper page-full-width">
          <div class="posting-headline">
            <h2>${posting.title}</h2>
            <div class="posting-categories">
              <div class="sort-by-time posting-category medium-category-label location">${posting.location}</div>
            </div>
          </div>
          <form id="application-form" enctype="multipart/form-data" method="POST">
            <input type="hidden" name="accountId" value="${stableUuid(`lever-account:${posting.board}`)}" />
            ${errors.size ? html`<div class="application-error" role="alert">There was an error submitting your application. Please correct the fields below.</div>` : ''}
            <div class="section page-centered application-form">
              <h4>Submit your application</h4>
              <ul>
                <li class="application-question resume">
                  <label
                    ><div class="application-label">Resume/CV${requiredMark(true)}</div>
                    <div class="application-field">
                      <a href="#" class="postings-btn template-btn-utility visible-resume-upload"
                        ><span class="filename"></span><span class="default-label">ATTACH RESUME/CV</span
                        ><input
                          class="application-file-input invisible-resume-upload"
                          data-qa="input-resume"
                          id="resume-upload-input"
                          name="resume"
                          tabindex="-1"
                          type="file"
                          required=""
                      /></a></div
                  ></label>
                  ${error('resume')}
                </li>
                ${plain('Full name', 'name', true, 'name-input')}
                ${plain('Email', 'email', true, 'email-input', 'email')}
                ${plain('Phone', 'phone', false, 'phone-input')}
                ${
                  posting.site.askLocation
                    ? html`<li class="application-question" data-qa="structured-contact-location-question">
                        <label
                          ><div class="application-label">Current location${requiredMark(true)}</div>
                          <div class="application-field">
                            <input
                              class="location-input"
                              data-qa="location-input"
                              id="location-input"
                              type="text"
                              maxlength="100"
                              name="location"
                              required=""
                              value="${value('location')}"
                              role="combobox"
                              aria-autocomplete="list"
                              aria-expanded="false"
                              aria-controls="location-results"
                              autocomplete="off"
                            />
                            <input
                              id="selected-location"
                              type="hidden"
                              name="selectedLocation"
                              value="${value('selectedLocation')}"
                            />
                            <ul class="dropdown-results" id="location-results" role="listbox" hidden></ul></div
                        ></label>
                        ${error('location')}
                      </li>`
                    : ''
                }
                ${plain('Current company', 'org', false, 'org-input')}
              </ul>
            </div>
            <div class="section page-centered application-form">
              <h4>Links</h4>
              <ul>
                ${LINKS.map((link) => plain(LINK_LABELS[link], `urls[${link}]`, false, `${link.toLowerCase()}-input`))}
              </ul>
            </div>
            ${
              questions.length
                ? html`<div class="section page-centered application-form" data-qa="additional-cards">
                    <input type="hidden" name="cards[${card}][baseTemplate]" value="${baseTemplate}" />
                    <h4>Additional questions</h4>
                    <ul>
                      ${questions}
                    </ul>
                  </div>`
                : ''
            }
            <div class="section page-centered application-form">
              <h4>Additional information</h4>
              <div class="application-additional">
                <textarea
                  name="comments"
                  id="additional-information"
                  placeholder="Add a cover letter or anything else you want to share."
                >
${value('comments')}</textarea>
              </div>
            </div>
            ${eeo}
            <div class="section page-centered last-section-apply">
              ${posting.site.captcha ? hcaptchaInvisible(view.port) : ''}${error('h-captcha-response')}
              <button type="submit" class="postings-btn template-btn-submit" id="btn-submit" data-qa="btn-submit">
                Submit application
              </button>
            </div>
          </form>
        </div>
      </div>`,
  });
}

/** A page of Lever's after the form is sent: its message in the confirmation's place. */
function leverMessagePage(posting: CompanyPosting, base: string, message: SafeHtml): string {
  return sitePage({
    title: `${posting.company}`,
    base,
    css: 'lever.css',
    scripts: [],
    body: html`<div class="content-wrapper">
      <div class="section-wrapper page-full-width">${message}</div>
    </div>`,
  });
}

export function leverThanksPage(posting: CompanyPosting, base: string): string {
  return leverMessagePage(
    posting,
    base,
    html`<div class="section page-centered application-confirmation" data-qa="msg-submit-success">
      <h3>Application submitted!</h3>
      <p>Thanks for applying to ${posting.company}. We'll review your application and get back to you.</p>
    </div>`,
  );
}

/**
 * What Lever answers a second application to the same posting from the same email (an applicant
 * who applied there before, by hand or through another tool): nothing is recorded, and its words
 * say so. Public bots' notes give only the words, "Application already received", beside the
 * thanks page's "Application submitted!"; the replica shows them as the heading of a page of their
 * own in the thanks page's frame (where real Lever puts them on the page is not in the captures).
 */
const LEVER_ALREADY_RECEIVED = 'Application already received';

export function leverAlreadyReceivedPage(posting: CompanyPosting, base: string): string {
  return leverMessagePage(
    posting,
    base,
    html`<div class="section page-centered application-confirmation">
      <h3>${LEVER_ALREADY_RECEIVED}</h3>
    </div>`,
  );
}

/** Whether this posting already has an application from that email (Lever matches it whatever its case). */
export function leverAlreadyApplied(earlier: CompanySubmission[], posting: CompanyPosting, email: string): boolean {
  const wanted = email.trim().toLowerCase();
  return earlier.some(
    (s) =>
      s.system === 'lever' &&
      s.board === posting.board &&
      s.postingId === posting.postingId &&
      s.applicant.email.trim().toLowerCase() === wanted,
  );
}

type Entry = Omit<CompanySubmission, 'id' | 'submittedAt' | 'files'>;

export function checkLeverPost(
  posting: CompanyPosting,
  form: PostedForm,
): { errors: Map<string, string> } | { entry: Entry } {
  const errors = new Map<string, string>();
  const resume = fileOf(form, 'resume');
  if (!resume) errors.set('resume', REQUIRED_TEXT);
  for (const name of ['name', 'email', ...(posting.site.askLocation ? ['location'] : [])])
    if (!first(form, name)) errors.set(name, REQUIRED_TEXT);
  const email = first(form, 'email');
  if (email && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.set('email', 'Please enter a valid email address.');
  const card = cardId(posting);
  const answers: CompanyAnswer[] = [];
  posting.site.questions.forEach((question, i) => {
    const name = `cards[${card}][field${i}]`;
    const raw: RawAnswer =
      question.kind === 'multi-select' || question.kind === 'checkbox' ? all(form, name) : first(form, name);
    const checked = checkAnswer(question, raw);
    if ('problem' in checked)
      errors.set(name, checked.problem === 'required' ? REQUIRED_TEXT : 'Please choose one of the options.');
    else if (checked.answer) answers.push(checked.answer);
  });
  if (posting.site.captcha && !captchaSolved(first(form, 'h-captcha-response')))
    errors.set('h-captcha-response', 'Please complete the security check (hCaptcha) and submit again.');
  if (errors.size) return { errors };
  const urls: Record<string, string> = {};
  for (const link of LINKS) if (first(form, `urls[${link}]`)) urls[link] = first(form, `urls[${link}]`);
  return {
    entry: {
      system: 'lever',
      layout: null,
      jobId: posting.jobId,
      company: posting.company,
      board: posting.board,
      postingId: posting.postingId,
      applicant: { name: first(form, 'name'), email, phone: first(form, 'phone'), location: first(form, 'location') },
      urls,
      currentCompany: first(form, 'org'),
      resume: fileMeta(resume),
      resumeText: '',
      coverLetter: first(form, 'comments'),
      answers,
      eeo: posting.site.eeo ? eeoAnswers(LEVER_EEO, (f) => first(form, f)) : {},
      fields: fieldRecord(form),
    },
  };
}
