// The Easy Apply form's rules and LinkedIn's wording, shared by the page (which hands them to the
// client script) and the server-side validation of a submission.

export const MESSAGES = {
  required: 'Please enter a valid answer',
  selection: 'Please make a selection',
  wholeNumber: (min: number | string, max: number | string) => `Enter a whole number between ${min} and ${max}`,
  phone: 'Enter a valid phone number',
  resumeRequired: 'A resume is required',
  resumeType: 'Please upload a DOC, DOCX, or PDF file.',
  resumeSize: 'The file is too large. Please upload a file no larger than 2 MB.',
  // LinkedIn's 2025–26 daily-cap dialog (shown after clicking Easy Apply, never on page load).
  dailyLimitTitle: "You’ve reached today's Easy Apply limit",
  dailyLimit:
    "You’ve reached today's Easy Apply limit. We limit daily submissions to help ensure each application gets the right attention. Save this job and continue applying tomorrow.",
  alreadyApplied: "You've already applied to this job.",
};

/** LinkedIn's default range for numeric answers (years of experience). */
export const NUMERIC_DEFAULT = { min: 0, max: 99 };

export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

export const PHONE_COUNTRIES = [
  'United States (+1)',
  'Canada (+1)',
  'United Kingdom (+44)',
  'Germany (+49)',
  'France (+33)',
  'Netherlands (+31)',
  'Spain (+34)',
  'India (+91)',
  'Australia (+61)',
  'Brazil (+55)',
];

export const SELECT_PLACEHOLDER = 'Select an option';
