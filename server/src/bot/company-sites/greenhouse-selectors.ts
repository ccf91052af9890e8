/**
 * Every selector and page text the bot relies on for Greenhouse's application form, in ONE place,
 * each with why. The newer board (job-boards.greenhouse.io, a React app) is the one Greenhouse
 * moves every board to; a company's careers page embeds the same board in an iframe. The classic
 * board (boards.greenhouse.io, a Rails form many companies still link to) has its own block below.
 * The sandbox's replica (linkedin-sandbox/src/company-sites/greenhouse/) reproduces both from
 * public captures.
 */
export const greenhouseSelectors = {
  recognise: {
    // The newer board's form: Greenhouse's own id and BEM class (public captures; Lever's form
    // shares the id, not the class).
    jobBoardsForm: 'form#application-form.application--form',
    // The classic board's Rails form and its "Submit Application" input (ids Greenhouse kept for a decade).
    classicForm: 'form#application_form',
    // Greenhouse's embed script puts the board into the company's page as this iframe (its
    // documented #grnhse_app container, iframe id grnhse_iframe); the frame's address names Greenhouse.
    embedFrame: 'iframe#grnhse_iframe',
    embedFrameUrl: /greenhouse\.io(\.localhost(:\d+)?)?\/embed\/job_app/,
  },
  // The button a person presses: "Submit application" (classic: "Submit Application").
  submitName: /^submit application$/i,
  // Each field of the form sits in a wrapper; a person reads its label (a <label for>, a group's
  // legend, or the upload group's heading). The wrapper class is Greenhouse's design system's.
  fieldWrapper: '.field-wrapper',
  // "*" marks a required field in an aria-hidden span; the inputs also carry aria-required.
  requiredAttribute: 'aria-required',
  // The phone's country is a select of "<Country> +<code>" inside the phone fieldset, labelled "Country".
  phoneCountryLabel: 'Country',
  // The resume upload group, by its heading ("Resume/CV").
  resumeLabel: /resume|\bcv\b/i,
  // An upload's button that opens its text box instead (both layouts: "Enter manually", classic in
  // lower case): the cover letter the user wrote is typed there.
  enterManually: /^enter manually$/i,
  // The voluntary self-identification section, by its heading: left unanswered (it is voluntary).
  selfIdentificationHeading: /voluntary self-identification|equal (employment )?opportunity/i,
  // Google's reCAPTCHA and hCaptcha widgets, as their documented markup and frames show them: a bot
  // cannot pass them, so the person applies there.
  captcha: '.g-recaptcha, .h-captcha, iframe[title="reCAPTCHA"], iframe[title*="hCaptcha"]',
  // The challenge those widgets open once the form is sent (their frames' own titles).
  captchaChallenge: 'iframe[title*="recaptcha challenge"], iframe[title*="hCaptcha challenge"]',
  // The security code Greenhouse emails before it accepts an application (an identity wall).
  emailCodeText: /verification code was sent to/i,
  // What the board shows once it accepted the application (its thank-you page).
  confirmationText: /thank you for applying/i,
  // A field's error: "<field id>-error" under the field, as the board's aria-errormessage names it.
  fieldError: '[id$="-error"].helper-text--error',
  // An error about the whole submission ("There was an error submitting your application…").
  submitError: '.application--submit [role="alert"]',
  what: 'Greenhouse\'s application form (a form with a "Submit application" button)',
  /**
   * The classic board (boards.greenhouse.io/<board>/jobs/<id>): one server-rendered form posting
   * job_application[…] fields, each field a `.field` div; the server answers a refused post with
   * the same page, errors beside the fields, and an accepted one with its confirmation page.
   */
  classic: {
    // Each field of the form: Greenhouse's `.field` div (the main fields, each custom question,
    // each EEOC select); a label (`for` the input, or wrapping a custom question's control) or a
    // fieldset's legend names it.
    field: '.field',
    // "*" after a required field's label is Greenhouse's `span.asterisk`; the main inputs also
    // carry aria-required.
    asterisk: '.asterisk',
    // A custom question's help line sits inside its label, before the control.
    description: '.field-description',
    // The EEOC section (#eeoc_fields, under its "U.S. Equal Opportunity Employment Information" heading):
    // voluntary, left unanswered.
    selfIdentification: '#eeoc_fields',
    // The reCAPTCHA block some boards add before the button.
    captchaFields: '#captcha_fields',
    // The resume (and cover letter) as Attach / enter manually: the hidden file input is the one
    // Attach opens (the resume is the user's file); the paste box takes a cover letter's text.
    upload: '.attach-or-paste',
    // "Submit Application" is an <input type=button id=submit_app> (a button by role, named by its value).
    submitName: /^submit application$/i,
    // The thank-you page after an accepted application (#application_confirmation, "Thank you for applying.").
    confirmation: '#application_confirmation',
    // A refused post comes back with "There were errors in your submission…" above the form and
    // each field's message (`.field-error-msg`, "This field is required.") beside it.
    errorSummary: '#error_summary',
    fieldError: '.field-error-msg',
    what: 'Greenhouse\'s classic application form (#application_form with "Submit Application")',
  },
} as const;
