/**
 * Every selector and page text the bot relies on for Lever's posting and apply pages
 * (jobs.lever.co/<company>/<id>[/apply]), in ONE place, each with why. The sandbox's replica
 * (linkedin-sandbox/src/company-sites/lever.ts) reproduces them from public captures.
 */
export const leverSelectors = {
  recognise: {
    // The posting page's apply button: Lever's own data-qa attribute (kept across its redesigns).
    postingApply: '[data-qa="btn-apply-bottom"], [data-qa="show-page-apply"]',
    // The apply form: Lever's #application-form with its resume input (data-qa="input-resume").
    applyForm: 'form#application-form:has([data-qa="input-resume"])',
  },
  // The link a person follows from the posting to the form.
  applyLinkName: /apply for this job/i,
  // Each question is an item of the form's lists; its label is the item's .application-label.
  question: 'li.application-question',
  label: '.application-label',
  // "✱" marks a required field in Lever's .required span; the controls carry `required`.
  requiredMark: '.required',
  // "Additional information": a text box under that heading, no label, its placeholder "Add a cover
  // letter or anything else you want to share." — where Lever takes a cover letter (as text).
  coverLetterPlaceholder: /add a cover letter/i,
  coverLetterQuestion: 'Additional information',
  // The resume upload, by its label ("Resume/CV").
  resumeLabel: /resume|\bcv\b/i,
  // The EEO survey, by its heading: left unanswered (it is voluntary).
  selfIdentificationHeading: /equal (employment )?opportunity|voluntary self-identification/i,
  // hCaptcha (Lever's, invisible) and reCAPTCHA widgets as their documented markup shows them.
  captcha: '.h-captcha, .g-recaptcha, iframe[title="reCAPTCHA"], iframe[title*="hCaptcha"]',
  captchaChallenge: 'iframe[title*="hCaptcha challenge"], iframe[title*="recaptcha challenge"]',
  submitName: /^submit application$/i,
  // The thanks page: Lever's data-qa="msg-submit-success", or its heading.
  confirmation: '[data-qa="msg-submit-success"]',
  confirmationText: /application submitted/i,
  // Lever's answer to a second application from the same email to the same posting: nothing is
  // recorded, so it is that posting's refusal in Lever's words (public bots' notes give the words).
  alreadyReceivedText: /^\s*application already received\s*$/i,
  // A field's error under its item, and the note above the form after a refused submission.
  fieldError: '.error-message',
  formError: '.application-error',
  what: "Lever's application form (#application-form with a resume input)",
} as const;
