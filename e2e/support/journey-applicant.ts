import { buildDocx, buildPdf } from '../../server/test/helpers/resume-fixtures';

/**
 * A job seeker whose data answers every question the sandbox's default scenario asks for
 * "Developer" jobs in Canada (linkedin-sandbox/src/scenario/default-scenario.ts): the years of
 * each developer skill are in the resume, the rest is custom information. The scenario's
 * "Engineer" jobs in Canada also ask about MLOps, Terraform, Selenium or test automation, which
 * this resume does not state, so the bot fails those applications instead of guessing.
 */
export const RESUME_TEXT =
  'Jane Doe. Full stack developer in Toronto. 5 years of experience with Python. ' +
  '4 years of experience with JavaScript. 4 years of experience with React. 3 years of experience with CSS. ' +
  '3 years of experience with Node.js. 3 years of experience with PostgreSQL. ' +
  '3 years of experience with REST APIs. 4 years of experience with SQL. 3 years of experience with Django. ' +
  '2 years of experience with AWS.';

/** A real one-page PDF (the default resume the bot sends) and a real DOCX (a second one). */
export const RESUMES = {
  pdf: { name: 'jane-doe-resume.pdf', mimeType: 'application/pdf', buffer: buildPdf(RESUME_TEXT) },
  docx: {
    name: 'jane-doe-short.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: buildDocx('Jane Doe\nPython developer\n5 years of experience with Python'),
  },
};

export const REQUIRED_INFORMATION = {
  noticePeriod: '30',
  currentPay: '50,000 $/year',
  expectedPay: '60,000 $/year',
};

/** A +1 number: the city answer below names Canada, which chooses "Canada (+1)" among the +1 countries. */
export const PHONE = '+1 416 555 0123';

/** Question → answer, worded as the scenario's postings ask them. */
export const CUSTOM_INFORMATION: Array<[string, string]> = [
  ['Mobile phone number', PHONE],
  ['Are you legally authorized to work in Canada?', 'Yes'],
  ['Will you now or in the future require sponsorship for employment visa status (e.g. H-1B visa status)?', 'No'],
  ['What is your level of proficiency in English?', 'Professional'],
  ["Have you completed the following level of education: Bachelor's Degree?", 'Yes'],
  ['Which city do you currently live in?', 'Toronto'],
  // The city typeahead's suggestion, as LinkedIn writes it.
  ['Location (city)', 'Toronto, Ontario, Canada'],
  ['Are you willing to relocate to Toronto?', 'Yes'],
  ['Are you comfortable working in a remote setting?', 'Yes'],
  ['Cover letter', 'I build reliable, accessible web services and would love to do that for your team.'],
  ['I confirm that the information I provided in this application is accurate and complete.', 'I agree'],
];

export const SEARCH = { terms: ['Developer', 'Engineer'], location: 'Canada', firstRun: 2 };
