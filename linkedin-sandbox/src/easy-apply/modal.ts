import { pageNames, type DriftTarget } from '../drift';
import type { ScenarioJob } from '../scenario/schema';
import type { Submission } from '../state/submissions';
import type { SavedResume } from '../state/accounts';
import { html, jsonScript, type SafeHtml } from '../pages/html';
import { sduiClass } from '../pages/sdui';
import { formElement, questionElement, selectInput, textInput, urn } from './form-fields';
import {
  MESSAGES,
  NUMERIC_DEFAULT,
  PHONE_PATTERN,
  phoneCountryOption,
  phoneCountryOptions,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
  SELECT_PLACEHOLDER,
} from './rules';

export interface ModalContext {
  job: ScenarioJob;
  account: string;
  drift: DriftTarget | null;
  limitReached: boolean;
  /** The account's last contact details; LinkedIn fills them in again. */
  lastContact?: Submission['contact'];
  /** What the account holds: its country, saved resumes, and whether it gets the top-choice step. */
  member: { country: string | null; topChoiceStep: boolean; phone: string | null; resumes: SavedResume[] };
  /** The "Job search safety reminder" shows before the form. */
  safetyReminder?: boolean;
  /** classic: the Ember modal opened by the button; sdui: a plain role=dialog the apply link opens. */
  variant?: 'classic' | 'sdui';
}

const shortDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getUTCMonth() + 1}/${d.getUTCDate()}/${d.getUTCFullYear()}`;
};

/** One saved resume as a card: file name, size and last use, and a radio to choose it. */
function resumeCard(resume: SavedResume, selected: boolean): SafeHtml {
  const toggle = `jobsDocumentCardToggle-${resume.id}`;
  return html`<div
    class="ui-attachment jobs-document-upload-redesign-card__container ${
      selected ? 'jobs-document-upload-redesign-card__container--selected' : ''
    }"
    tabindex="0"
    aria-label="${selected ? 'Selected' : 'Select this resume'}"
    data-easy-apply-resume-card="${resume.id}"
  >
    <div class="jobs-document-upload-redesign-card__header">
      <h3 class="t-12 t-bold jobs-document-upload-redesign-card__file-name">${resume.fileName}</h3>
      <p class="t-12">
        ${Math.max(1, Math.round(resume.size / 1024))} KB · Last used on ${shortDate(resume.lastUsedAt)}
      </p>
    </div>
    <input
      id="${toggle}"
      type="radio"
      value="${resume.id}"
      data-file-name="${resume.fileName}"
      ${selected ? html`checked` : ''}
    />
    <label class="jobs-document-upload-redesign-card__toggle-label" for="${toggle}"
      ><span class="a11y-text">${selected ? 'Deselect' : 'Select'} resume ${resume.fileName}</span></label
    >
  </div>`;
}

interface StepButtons {
  back: boolean;
  primary: { label: string; text: string; action: 'next' | 'submit' };
}

function stepTemplate(index: number, heading: string, body: SafeHtml | SafeHtml[], buttons: StepButtons): SafeHtml {
  return html`<template data-easy-apply-step="${index}">
    <div class="jobs-easy-apply-content">
      <h3 class="t-16 t-bold">${heading}</h3>
      ${body}
    </div>
    <footer class="jobs-easy-apply-footer" role="presentation">
      ${buttons.back ? html`<button class="artdeco-button artdeco-button--secondary" type="button" aria-label="Back to previous step" data-easy-apply-action="back"><span class="artdeco-button__text">Back</span></button>` : ''}
      <button
        class="artdeco-button artdeco-button--primary"
        type="button"
        aria-label="${buttons.primary.label}"
        data-easy-apply-action="${buttons.primary.action}"
      >
        <span class="artdeco-button__text">${buttons.primary.text}</span>
      </button>
    </footer>
  </template>`;
}

/** The modal's shell, one <template> per step (the client script shows one at a time) and its rules. */
export function easyApplyModal(context: ModalContext): SafeHtml {
  const { job, account } = context;
  const names = pageNames(context.drift);
  const questionSteps = [...new Set(job.questions.map((q) => q.step))].sort((a, b) => a - b);
  const topChoice = context.member.topChoiceStep;
  const total = 2 + questionSteps.length + (topChoice ? 1 : 0) + 1;
  const next = (i: number): StepButtons['primary'] =>
    i + 1 === total - 1
      ? { label: 'Review your application', text: 'Review', action: 'next' }
      : { label: names.nextLabel, text: 'Next', action: 'next' };

  const contact = [
    formElement(
      'contact.email',
      selectInput(
        `text-entity-list-form-component-formElement-${urn(job.id, 'contact-email-multipleChoice')}`,
        'Email address',
        true,
        [account],
        { value: context.lastContact?.email ?? account },
      ),
    ),
    formElement(
      'contact.phoneCountry',
      selectInput(
        `text-entity-list-form-component-formElement-${urn(job.id, 'contact-phoneNumber-Country')}`,
        'Phone country code',
        true,
        phoneCountryOptions(context.member.country),
        // LinkedIn pre-selects the last code used, else the member's own country.
        { value: context.lastContact?.phoneCountry ?? phoneCountryOption(context.member.country) },
      ),
    ),
    formElement(
      'contact.phone',
      textInput(
        `single-line-text-form-component-formElement-${urn(job.id, 'contact-phoneNumber-nationalNumber')}`,
        'Mobile phone number',
        true,
        // The number last sent, else the one the member saved on LinkedIn.
        { value: context.lastContact?.phone ?? context.member.phone ?? '' },
      ),
    ),
  ];
  // The account's resumes, most recently used first and selected, then the upload button beside.
  const saved = [...context.member.resumes].sort((a, b) => b.lastUsedAt.localeCompare(a.lastUsedAt) || b.id - a.id);
  const resume = formElement(
    'resume',
    html`<div class="full-width display-flex flex-column">
      <span class="t-14">Be sure to include an updated resume</span>
      ${saved.length ? html`<div class="mt2" data-easy-apply-resume-cards>${saved.map((r, i) => resumeCard(r, i === 0))}</div>` : ''}
      <div class="js-jobs-document-upload__container">
        <label
          for="jobs-document-upload-file-input-upload-resume"
          class="artdeco-button artdeco-button--secondary jobs-document-upload__upload-button"
          ><span
            role="button"
            aria-label="Upload resume button. Only, DOC, DOCX, PDF formats are supported. Max file size is (2 MB)."
            >Upload resume</span
          ></label
        >
        <input
          id="jobs-document-upload-file-input-upload-resume"
          class="visually-hidden"
          type="file"
          name="file"
          accept="${RESUME_EXTENSIONS.join(',')}"
          ${saved.length ? '' : html`required aria-required="true"`}
        />
        <p class="jobs-document-upload__format-text t-12" aria-hidden="true">DOC, DOCX, PDF (2 MB)</p>
        <p class="t-12" data-easy-apply-file-name></p>
      </div>
    </div>`,
  );
  const steps = [
    stepTemplate(0, 'Contact info', contact, { back: false, primary: next(0) }),
    stepTemplate(1, 'Resume', resume, { back: true, primary: next(1) }),
    ...questionSteps.map((step, i) =>
      stepTemplate(
        2 + i,
        'Additional Questions',
        job.questions.filter((q) => q.step === step).map((q) => questionElement(job.id, q)),
        { back: true, primary: next(2 + i) },
      ),
    ),
    ...(topChoice
      ? [
          stepTemplate(
            2 + questionSteps.length,
            'Mark this job as a top choice',
            html`<p class="t-14">
                Let the hiring team know this job is one of your top choices. You can mark a few jobs as top choices
                each month.
              </p>
              <div class="jobs-top-choice" data-sandbox-field="topChoice">
                <div role="checkbox" aria-checked="false" aria-label="Mark job as a top choice" tabindex="0">
                  <input type="checkbox" id="jobs-apply-top-choice-checkbox" />
                  <label for="jobs-apply-top-choice-checkbox"></label>
                  <p>Mark job as a top choice</p>
                </div>
              </div>`,
            { back: true, primary: next(2 + questionSteps.length) },
          ),
        ]
      : []),
    stepTemplate(
      total - 1,
      'Review your application',
      html`<p class="t-14">The employer will also receive a copy of your profile.</p>
        <div
          class="artdeco-inline-feedback artdeco-inline-feedback--error"
          role="alert"
          data-easy-apply-server-error
          hidden
        >
          <span class="artdeco-inline-feedback__message"></span>
        </div>
        <dl class="jobs-easy-apply-review" data-easy-apply-summary></dl>
        <div class="job-details-easy-apply-footer__section">
          <input type="checkbox" id="follow-company-checkbox" checked />
          <label for="follow-company-checkbox">Follow ${job.company} to stay up to date with their page.</label>
        </div>`,
      { back: true, primary: { label: names.submitLabel, text: 'Submit application', action: 'submit' } },
    ),
  ];

  // The rules the client checks before it lets a step advance; the server checks them again.
  const config = {
    jobId: job.id,
    company: job.company,
    stepCount: total,
    limitReached: context.limitReached,
    safetyReminder: context.safetyReminder ?? false,
    // The SDUI apply link navigates to /apply/?openSDUIApplyFlow=true, which opens the flow.
    openOnLoad: context.variant === 'sdui',
    questions: Object.fromEntries(
      job.questions.map((q) => [
        q.id,
        {
          type: q.type,
          label: q.label,
          required: q.required,
          min: q.min ?? NUMERIC_DEFAULT.min,
          max: q.max ?? NUMERIC_DEFAULT.max,
          decimal: q.decimal,
          // The typeahead's suggestions come from here, as LinkedIn's come from its place search.
          ...(q.type === 'typeahead' && { suggestions: q.options }),
        },
      ]),
    ),
    resume: { maxBytes: RESUME_MAX_BYTES, extensions: RESUME_EXTENSIONS },
    phonePattern: PHONE_PATTERN.source,
    placeholder: SELECT_PLACEHOLDER,
    messages: {
      ...MESSAGES,
      wholeNumber: MESSAGES.wholeNumber('{min}', '{max}'),
      decimalNumber: MESSAGES.decimalNumber('{min}'),
    },
  };

  // The classic Ember modal, or the SDUI flow's dialog without the old classes.
  const dialogAttributes =
    context.variant === 'sdui'
      ? html`class="${sduiClass('dialog')}"`
      : html`class="artdeco-modal artdeco-modal--layer-default jobs-easy-apply-modal" data-test-modal`;
  return html`<div class="artdeco-modal-overlay artdeco-modal-overlay--layer-default" data-easy-apply-overlay hidden>
      <div role="dialog" aria-modal="true" aria-labelledby="jobs-apply-header" ${dialogAttributes}>
        <button
          aria-label="Dismiss"
          class="artdeco-modal__dismiss artdeco-button artdeco-button--circle artdeco-button--tertiary"
          type="button"
          data-easy-apply-action="dismiss"
        >
          ×
        </button>
        <div class="artdeco-modal__header"><h2 id="jobs-apply-header">Apply to ${job.company}</h2></div>
        <div class="artdeco-modal__content jobs-easy-apply-modal__content">
          <div class="jobs-easy-apply-progress">
            <progress max="100" value="0" aria-label="Your job application progress"></progress
            ><span data-easy-apply-progress-text>0%</span>
          </div>
          <form novalidate data-easy-apply-form></form>
        </div>
      </div>
      <div
        role="alertdialog"
        class="artdeco-modal artdeco-modal--layer-confirmation"
        data-test-modal-id="data-test-easy-apply-discard-confirmation"
        data-easy-apply-discard
        hidden
      >
        <h2>Save this application?</h2>
        <p>Save to return to this application later.</p>
        <button
          class="artdeco-button artdeco-button--secondary"
          type="button"
          data-control-name="discard_application_confirm_btn"
          data-easy-apply-action="close"
        >
          <span class="artdeco-button__text">Discard</span>
        </button>
        <button
          class="artdeco-button artdeco-button--primary"
          type="button"
          data-control-name="save_application_btn"
          data-easy-apply-action="close"
        >
          <span class="artdeco-button__text">Save</span>
        </button>
      </div>
    </div>
    ${steps}
    <template data-easy-apply-result="sent">
      <div class="jobs-easy-apply-content artdeco-modal__content" id="post-apply-modal">
        <h3 class="t-16 t-bold">Application sent</h3>
        <p class="jpac-modal-header">Your application was sent to ${job.company}!</p>
        <p class="t-14">You can keep track of your application in the "Applied" tab of My Jobs.</p>
      </div>
      <footer class="jobs-easy-apply-footer">
        <button class="artdeco-button artdeco-button--primary" type="button" data-easy-apply-action="done">
          <span class="artdeco-button__text">Done</span>
        </button>
      </footer>
    </template>
    <template data-easy-apply-result="limit">
      <div class="jobs-easy-apply-content">
        <h3 class="t-16 t-bold">${MESSAGES.dailyLimitTitle}</h3>
        <p class="t-14">${MESSAGES.dailyLimit}</p>
      </div>
      <footer class="jobs-easy-apply-footer">
        <button class="artdeco-button artdeco-button--primary" type="button" data-easy-apply-action="close">
          <span class="artdeco-button__text">Got it</span>
        </button>
      </footer>
    </template>
    <template data-easy-apply-result="safety">
      <div class="jobs-easy-apply-content">
        <h3 class="t-16 t-bold">Job search safety reminder</h3>
        <p class="t-14">
          Be cautious of job offers that ask for payment or personal financial information. LinkedIn will never ask you
          to pay to apply.
        </p>
      </div>
      <footer class="jobs-easy-apply-footer">
        <button class="artdeco-button artdeco-button--primary" type="button" data-easy-apply-action="continue">
          <span class="artdeco-button__text">Continue applying</span>
        </button>
      </footer>
    </template>
    <script type="application/json" id="easy-apply-config">
      ${jsonScript(config)}
    </script>`;
}
