// The Easy Apply form's rules and LinkedIn's wording, shared by the page (which hands them to the
// client script) and the server-side validation of a submission.

export const MESSAGES = {
  required: 'Please enter a valid answer',
  selection: 'Please make a selection',
  wholeNumber: (min: number | string, max: number | string) => `Enter a whole number between ${min} and ${max}`,
  // A decimal field names its lower bound with one decimal ("larger than 0.0").
  decimalNumber: (min: number | string) =>
    `Enter a decimal number larger than ${typeof min === 'number' ? min.toFixed(1) : min}`,
  phone: 'Enter a valid phone number',
  resumeRequired: 'A resume is required',
  resumeType: 'Please upload a DOC, DOCX, or PDF file.',
  resumeSize: 'The file is too large. Please upload a file no larger than 2 MB.',
  // LinkedIn's 2025–26 daily-cap dialog (shown after clicking Easy Apply, never on page load).
  dailyLimitTitle: "You’ve reached today's Easy Apply limit",
  dailyLimit:
    "You’ve reached today's Easy Apply limit. We limit daily submissions to help ensure each application gets the right attention. Save this job and continue applying tomorrow.",
  alreadyApplied: "You've already applied to this job.",
  consent: 'Select checkbox to proceed',
};

/** LinkedIn's default range for numeric answers (years of experience). */
export const NUMERIC_DEFAULT = { min: 0, max: 99 };

/**
 * LinkedIn's check of a number field: a whole number within [min, max], or a decimal number
 * larger than min. Returns its message for a value it refuses.
 */
export function numberProblem(text: string, rule: { decimal: boolean; min: number; max: number }): string | null {
  const value = text.trim();
  if (rule.decimal) {
    return /^-?\d+(\.\d+)?$/.test(value) && Number(value) > rule.min ? null : MESSAGES.decimalNumber(rule.min);
  }
  const number = Number(value);
  return /^-?\d+$/.test(value) && number >= rule.min && number <= rule.max
    ? null
    : MESSAGES.wholeNumber(rule.min, rule.max);
}

export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

export const PHONE_PATTERN = /^\+?[\d\s().-]{7,20}$/;

/**
 * The contact step's "Phone country code" options, as LinkedIn writes them ("Name (+code)"), the
 * member's own country first. Many countries share a code: about 25 share +1 and four share +44,
 * so a code alone does not say which option is meant.
 */
const PHONE_COUNTRY_LIST: Array<[string, number]> = [
  ['American Samoa', 1],
  ['Anguilla', 1],
  ['Antigua & Barbuda', 1],
  ['Australia', 61],
  ['Austria', 43],
  ['Bahamas', 1],
  ['Barbados', 1],
  ['Belgium', 32],
  ['Bermuda', 1],
  ['Brazil', 55],
  ['British Virgin Islands', 1],
  ['Canada', 1],
  ['Cayman Islands', 1],
  ['Dominica', 1],
  ['Dominican Republic', 1],
  ['France', 33],
  ['Germany', 49],
  ['Grenada', 1],
  ['Guam', 1],
  ['Guernsey', 44],
  ['India', 91],
  ['Ireland', 353],
  ['Isle of Man', 44],
  ['Jamaica', 1],
  ['Jersey', 44],
  ['Montserrat', 1],
  ['Netherlands', 31],
  ['Northern Mariana Islands', 1],
  ['Puerto Rico', 1],
  ['Sint Maarten', 1],
  ['Spain', 34],
  ['St. Kitts & Nevis', 1],
  ['St. Lucia', 1],
  ['St. Vincent & Grenadines', 1],
  ['Trinidad & Tobago', 1],
  ['Turks & Caicos Islands', 1],
  ['U.S. Virgin Islands', 1],
  ['United Kingdom', 44],
  ['United States', 1],
];

export const PHONE_COUNTRY_NAMES = PHONE_COUNTRY_LIST.map(([name]) => name);
export const DEFAULT_ACCOUNT_COUNTRY = 'United States';

/** "United States" → "United States (+1)". */
export const phoneCountryOption = (name: string | null) => {
  const entry = PHONE_COUNTRY_LIST.find(([n]) => n === name);
  return entry ? `${entry[0]} (+${entry[1]})` : undefined;
};

/** Every option, the member's country first as on LinkedIn. */
export function phoneCountryOptions(memberCountry: string | null): string[] {
  const all = PHONE_COUNTRY_LIST.map(([name, code]) => `${name} (+${code})`);
  const own = phoneCountryOption(memberCountry);
  return own ? [own, ...all.filter((o) => o !== own)] : all;
}

export const PHONE_COUNTRIES = PHONE_COUNTRY_LIST.map(([name, code]) => `${name} (+${code})`);

export const SELECT_PLACEHOLDER = 'Select an option';
