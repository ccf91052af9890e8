/**
 * Every LinkedIn selector, URL path and page text the bot relies on, in ONE place: when LinkedIn
 * changes a page, this is the file to change, and the bot names the entry that no longer matches
 * (each `what` below) in the note of the failed search. Both LinkedIn layouts (classic and
 * 2026) are described in docs/product.md §10; the sandbox (linkedin-sandbox/) reproduces them.
 */
export const selectors = {
  login: {
    path: '/login',
    // The visible email and password inputs, by type: the classic form has #username/#password, the
    // 2026 React page has neither (React useId ids, no name) and a hidden duplicate of each, so
    // the bot takes the visible one of each type.
    email: 'input[type="email"]:visible, input#username:visible',
    password: 'input[type="password"]:visible',
    // The button whose name is exactly "Sign in" (type=submit on the classic form, type=button on
    // the React page, where "Sign in with Apple" comes first).
    submitName: 'Sign in',
    // "Wrong email or password…": under the classic fields (ids LinkedIn keeps), or an alert.
    error: '#error-for-password:visible, #error-for-username:visible, [role="alert"]:visible',
    what: 'the sign-in page (a visible email input, a password input and a "Sign in" button)',
  },
  /** A signed-in session lands on the feed; the bot checks the URL, as the public bots do. */
  feedPath: '/feed',
  checkpoint: {
    // A login LinkedIn finds suspicious is sent here for an emailed PIN.
    pathPart: '/checkpoint/challenge',
    form: '#email-pin-challenge',
    pin: '#input__email_verification_pin',
    submit: '#email-pin-submit-button',
    // The error LinkedIn shows under the PIN input for a wrong code.
    error: '#email-pin-error, .form__label--error:not([hidden])',
  },
  search: {
    path: '/jobs/search/',
    // One result card per job; the attribute's value is LinkedIn's job id (survived every restyle).
    card: 'li[data-occludable-job-id]',
    cardJobIdAttribute: 'data-occludable-job-id',
    what: 'the job list (li[data-occludable-job-id])',
    // The title link inside a card: the link to the job page (classes are build hashes since 2024).
    cardTitle: 'a[href*="/jobs/view/"]',
    // The company line: LinkedIn's lockup subtitle when its class is still there; otherwise the
    // first line of the card's text that is not the title.
    cardSubtitle: '.artdeco-entity-lockup__subtitle',
    // LinkedIn's own "Applied" marker in the card footer, read as a line of the card's text.
    cardAppliedLine: /^applied\b/i,
    // An occluded card is filled in once scrolled into view; how long to wait for it.
    cardRenderTimeoutMs: 3_000,
    // The banner LinkedIn shows instead of a list when nothing matches (class, then its text).
    noResults: '.jobs-search-two-pane__no-results-banner--expand',
    noResultsText: /no matching jobs found|no results found/i,
    pageSize: 25,
  },
  job: {
    path: (id: string) => `/jobs/view/${id}/`,
    // The posting's text: classic #job-details (an id LinkedIn keeps), then the SDUI "About the job"
    // block (componentkey + data-testid), then the class last.
    description: [
      '#job-details',
      '[componentkey^="JobDetails_AboutTheJob"] [data-testid="expandable-text-box"]',
      '[data-sdui-component$=".aboutTheJob"] [data-testid="expandable-text-box"]',
      '.jobs-box__html-content',
    ].join(', '),
    descriptionWhat: 'the job description (#job-details or the "About the job" block)',
    // The apply control: a button or link named "Easy Apply", "Apply", "Apply to <title> at
    // <company>" or "Apply … on company website". Since April 2026 some accounts see just "Apply" on
    // Easy Apply too, so the name only finds the control; what it does decides: a link to another
    // host, to offsitePaths or to a new tab is external; a link within LinkedIn (the SDUI flow,
    // /apply/?openSDUIApplyFlow=true) or a button is Easy Apply when it opens LinkedIn's dialog.
    applyName: /\bapply\b/i,
    applyWhat: 'the apply button (a button or link named "Apply…")',
    // LinkedIn's ways off LinkedIn: its external redirect, the "safety" interstitial before an
    // employer's site, and the classic page's external-apply hop.
    offsitePaths: /^\/(redir\/redirect|safety\/go|jobs\/view\/externalApply)\b/,
    // Already applied: the "See application" link (its id LinkedIn keeps), or the texts.
    appliedLink: '#jobs-apply-see-application-link',
    appliedName: /^see application$/i,
    appliedAnywhere: /you applied on|application submitted/i,
    // A posting that no longer takes applications.
    closedText: /no longer accepting applications/i,
  },
  modal: {
    // The dialog by role: the classic modal (.jobs-easy-apply-modal) and the SDUI flow's plain
    // div[role=dialog] both are one, and only one is open at a time.
    root: '[role="dialog"]:visible',
    what: 'the Easy Apply dialog',
    // Before the form for some postings: "Job search safety reminder" → "Continue applying".
    safetyReminderText: /job search safety reminder/i,
    continueApplyingName: 'Continue applying',
    // One question (label + control) per form element.
    formElement: '[data-test-form-element]',
    // Radio groups carry this marker; their question is the title span or legend.
    radioGroup: 'fieldset[data-test-form-builder-radio-button-form-component="true"]',
    // The question's title: radio groups' and checkboxes' title spans (stable test attributes), else
    // the legend. A title holds the question twice (an aria-hidden copy and a visually hidden one).
    radioTitle: '[data-test-form-builder-radio-button-form-component__title], [data-test-checkbox-form-title], legend',
    // What a screen reader skips or hears besides the question: aria-hidden copies and marks, and
    // LinkedIn's visually hidden "Required" hints (data-test-*-required attributes).
    notQuestionText:
      '[aria-hidden="true"], [data-test-radio-button-form-required], [data-test-checkbox-form-required], ' +
      '[data-test-text-entity-list-form-required], [data-test-single-typeahead-entity-form-required]',
    // A lone checkbox (a consent outside any fieldset) says it is required with this marker.
    checkboxRequired: '[data-test-checkbox-form-required="true"]',
    // The resume step's file input (id contains this).
    resumeInput: 'input[type="file"][id*="jobs-document-upload-file-input-upload-resume"]',
    // A saved resume card's radio is named by its label "Select resume <file>" ("Deselect resume
    // <file>" once selected): by accessible name, not by the cards' classes.
    savedResumeRadioName: (fileName: string) =>
      new RegExp(`^\\s*(?:de)?select resume ${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'i'),
    // The review step's "Follow <company>" checkbox (ticked by LinkedIn): set to the user's choice
    // by clicking its label, as the input itself may be visually hidden.
    followCompany: 'input#follow-company-checkbox',
    followCompanyLabel: 'label[for="follow-company-checkbox"]',
    // The "Mark this job as a top choice" step's box: a role=checkbox named by its aria-label. Never
    // ticked: marking a top choice is the user's call, not an answer.
    topChoiceName: /top choice/i,
    // A city typeahead: LinkedIn's combobox role (stable data-test attribute as a fallback).
    typeahead: '[role="combobox"], [data-test-single-typeahead-input]',
    // Its suggestions are options of the listbox the combobox controls.
    suggestion: '[role="option"]',
    // The three buttons that move through the steps, by aria-label.
    next: 'button[aria-label="Continue to next step"]',
    review: 'button[aria-label="Review your application"]',
    submit: 'button[aria-label="Submit application"]',
    stepButtonsWhat:
      'the Easy Apply step buttons ("Continue to next step", "Review your application", "Submit application")',
    // Field errors LinkedIn shows when a step is not accepted (and under a number field given a
    // bad value: "Enter a whole number between 0 and 99").
    error: '.artdeco-inline-feedback--error',
    errorMessage: '.artdeco-inline-feedback__message',
    // Text that means the application was sent ("Your application was sent to Acme!").
    sentText: /application was sent/i,
    // LinkedIn's Easy Apply cap: the 2025–26 dialog ("You’ve reached today's Easy Apply limit",
    // button "Got it"), and the older wording.
    dailyLimitText: /reached today['’]s easy apply limit|exceeded the daily application limit/i,
    // The placeholder first option of LinkedIn's selects.
    selectPlaceholder: /^select an option$/i,
    // The button that closes the "application sent" confirmation.
    doneButtonName: 'Done',
  },
  /**
   * The controls inside one form element. LinkedIn's form builder uses plain HTML controls with a
   * `label[for]`; a question with choices is a fieldset of radios or checkboxes.
   */
  field: {
    fileInput: 'input[type="file"]',
    choiceGroup: 'fieldset',
    radio: 'input[type="radio"]',
    checkbox: 'input[type="checkbox"]',
    select: 'select',
    textarea: 'textarea',
    textInput: 'input:not([type="hidden"])',
    labelFor: (id: string) => `label[for="${id}"]`,
    // LinkedIn's numeric questions are text inputs whose id says "numeric".
    numericId: /numeric/i,
    // The contact step's "Phone country code" select (id …-phoneNumber-country), which LinkedIn
    // pre-selects with the member's country: the user's own data may still decide it.
    phoneCountryId: /phoneNumber-country/i,
    // The help line under a question, where employers put units and formats: the form builder's
    // description (its test attribute, then its class); the control names it in aria-describedby.
    description: '[data-test-form-element-description], .fb-dash-form-element__description',
    // What the page says about a field's value: LinkedIn's inline messages under it (errors such as
    // "Enter a decimal number larger than 0.0"), and the texts its aria-describedby names.
    message: '.artdeco-inline-feedback__message',
    // A non-number typed into a number field whose kind the page has not said: LinkedIn answers
    // with the rule ("Enter a whole number between 0 and 99" / "… decimal number larger than 0.0"),
    // and the probe is cleared at once.
    numberProbe: 'x',
  },
  /** LinkedIn's texts for a number field's rule, read for whole vs decimal and the bounds. */
  numberRule: {
    whole: /\bwhole number\b/i,
    decimal: /\bdecimal number\b/i,
    between: /\bbetween\s+(-?\d+(?:\.\d+)?)\s+and\s+(-?\d+(?:\.\d+)?)/i,
    atLeast: /\b(?:larger|greater|more|bigger) than( or equal to)?\s+(-?\d+(?:\.\d+)?)/i,
    atMost: /\b(?:smaller|less|lower) than( or equal to)?\s+(-?\d+(?:\.\d+)?)/i,
  },
} as const;
