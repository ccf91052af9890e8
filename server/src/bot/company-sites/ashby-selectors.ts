/**
 * Every selector and page text the bot relies on for Ashby's hosted job pages
 * (jobs.ashbyhq.com/<company>/<id>[/application]), in ONE place, each with why. Ashby's page is a
 * React app with hashed CSS-module classes (`_fieldEntry_1e3gg_28`) that change with each build;
 * beside them it keeps stable `ashby-…` class names and `_systemfield_…` ids for customers'
 * styling, which public captures and autofill extensions rely on. The sandbox's replica
 * (linkedin-sandbox/src/company-sites/ashby.ts) reproduces them from public captures.
 */
export const ashbySelectors = {
  recognise: {
    // The application form's container, carrying the posting's id (drawn a moment after load).
    applicationForm: '.ashby-application-form-container',
    // The posting page's "Apply for this Job" button (Overview tab).
    postingApply: '.ashby-job-posting-apply-button',
  },
  // The link a person follows from the posting to the form (the button, or the "Application" tab).
  applyLinkName: /apply for this job|^application$/i,
  // Each field, system or custom: an entry whose data-field-path is the field's path (its id).
  entry: '[data-field-path]',
  // A field's title; required titles carry a hashed `_required_…` class whose "*" is drawn by CSS
  // (no aria-required on the control).
  title: '.ashby-application-form-question-title',
  required: '[class*="_required_"]',
  // The help line under a title.
  description: '.ashby-application-form-question-description',
  // Yes/No: two buttons in a group over a hidden checkbox.
  yesNo: '.ashby-application-form-input-yesno',
  // The resume upload (system field), by its label ("Resume"); other uploads are custom questions.
  resumeLabel: /resume|\bcv\b/i,
  // The EEO survey section, by its heading: left unanswered (it is voluntary).
  selfIdentificationHeading: /equal (employment )?opportunity|voluntary self-identification/i,
  section: '.ashby-application-form-section-container',
  sectionHeader: '.ashby-application-form-section-header',
  // A visible CAPTCHA widget (reCAPTCHA v2's checkbox, hCaptcha) as their documented markup shows
  // them; Ashby's usual reCAPTCHA v3 badge is not one (it asks nothing of the person).
  captcha: '.g-recaptcha, .h-captcha, iframe[title="reCAPTCHA"], iframe[title*="hCaptcha"]',
  submitName: /^submit application$/i,
  // Success replaces the form in place: the container with its status line ("Your application was
  // successfully submitted.").
  confirmation: '.ashby-application-form-success-container',
  // A missing or invalid entry: "Missing entry for required field: <label>" under the field.
  fieldError: '.ashby-application-form-field-error',
  // A refusal of the whole application (a failure or a blocked application), in Ashby's words.
  formError: '.ashby-application-form-failure-container, .ashby-application-form-blocked-application-container',
  // Ashby's reCAPTCHA v3 scores every submission invisibly; a low score is refused with this
  // message, which only a person (another browser, another try) gets past.
  spamText: /flagged as possible spam/i,
  what: "Ashby's application form (.ashby-application-form-container)",
} as const;
