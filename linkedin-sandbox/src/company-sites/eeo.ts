// The voluntary self-identification questions with each system's own wording and options (public
// captures of Greenhouse's EEOC section, Lever's "U.S. Equal Employment Opportunity information"
// and Ashby's survey). Each offers its own way to decline, worded differently.

export interface EeoQuestion {
  /** The field's name/id on the form. */
  field: string;
  label: string;
  options: string[];
}

export const GREENHOUSE_EEO: EeoQuestion[] = [
  { field: 'gender', label: 'Gender', options: ['Male', 'Female', 'Decline To Self Identify'] },
  {
    field: 'hispanic_ethnicity',
    label: 'Are you Hispanic/Latino?',
    options: ['Yes', 'No', 'Decline To Self Identify'],
  },
  {
    field: 'race',
    label: 'Race',
    options: [
      'American Indian or Alaskan Native',
      'Asian',
      'Black or African American',
      'Hispanic or Latino',
      'White',
      'Native Hawaiian or Other Pacific Islander',
      'Two or More Races',
      'Decline To Self Identify',
    ],
  },
  {
    field: 'veteran_status',
    label: 'Veteran Status',
    options: [
      'I am not a protected veteran',
      'I identify as one or more of the classifications of protected veteran',
      "I don't wish to answer",
    ],
  },
  {
    field: 'disability_status',
    label: 'Disability Status',
    options: [
      'Yes, I have a disability, or have had one in the past',
      'No, I do not have a disability and have not had one in the past',
      'I do not want to answer',
    ],
  },
];

/** Greenhouse's statement above the section. */
export const GREENHOUSE_EEO_INTRO =
  'Our company values diversity. To ensure that we comply with reporting requirements and to learn more about how we can increase diversity in our candidate pool, we invite you to voluntarily provide demographic information in a confidential survey at the end of this application. Providing this information is optional. It will not be accessible or used in the hiring process, and has no effect on your opportunity for employment.';

export const LEVER_EEO: EeoQuestion[] = [
  { field: 'eeo[gender]', label: 'Gender', options: ['Male', 'Female', 'Decline to self-identify'] },
  {
    field: 'eeo[race]',
    label: 'Race',
    options: [
      'Hispanic or Latino',
      'White (Not Hispanic or Latino)',
      'Black or African American (Not Hispanic or Latino)',
      'Native Hawaiian or Other Pacific Islander (Not Hispanic or Latino)',
      'Asian (Not Hispanic or Latino)',
      'American Indian or Alaska Native (Not Hispanic or Latino)',
      'Two or More Races (Not Hispanic or Latino)',
      'Decline to self-identify',
    ],
  },
  {
    field: 'eeo[veteran]',
    label: 'Veteran status',
    options: ['I am a veteran', 'I am not a veteran', 'Decline to self-identify'],
  },
];

export const ASHBY_EEO: EeoQuestion[] = [
  { field: '_eeoc_gender', label: 'Gender', options: ['Male', 'Female', 'Decline to self-identify'] },
  {
    field: '_eeoc_race',
    label: 'Race',
    options: [
      'Hispanic or Latino',
      'White (Not Hispanic or Latino)',
      'Black or African American (Not Hispanic or Latino)',
      'Asian (Not Hispanic or Latino)',
      'Two or More Races (Not Hispanic or Latino)',
      'Decline to self-identify',
    ],
  },
  {
    field: '_eeoc_veteran_status',
    label: 'Veteran Status',
    options: ['I am a veteran', 'I am not a veteran', 'Decline to self-identify'],
  },
  {
    field: '_eeoc_disability_status',
    label: 'Disability Status',
    options: [
      'Yes, I have a disability (or previously had a disability)',
      "No, I don't have a disability",
      "I don't wish to answer",
    ],
  },
];

/** The answers given, by label; a blank or unknown choice is left out (the section is voluntary). */
export function eeoAnswers(questions: EeoQuestion[], valueOf: (field: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const q of questions) {
    const value = valueOf(q.field).trim();
    if (value && q.options.includes(value)) out[q.label] = value;
  }
  return out;
}
