import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said } from './probe-applicant';

// A developer with years per skill and a B.Tech in Computer Science.
const ravi = applicantWith([
  'Ravi Kumar — Backend Engineer',
  'Hyderabad, India | ravi@example.com',
  '6 years of experience building payment services.',
  'Skills: Python (5 years), Node.js (4 years), React (2 years), PostgreSQL (3 years)',
  'Education: B.Tech in Computer Science, JNTU Hyderabad, 2018',
]);

// An account manager with a degree in another field and office tools.
const dana = applicantWith([
  'Dana Price — Account Manager',
  'Denver, CO | dana@example.com',
  'Account Manager with 7 years of experience in B2B sales.',
  'Tools: Salesforce (5 years), Microsoft Excel (7 years)',
  'Bachelor of Arts in Communications, University of Colorado, 2016',
]);

// No degree on the resume: whether there is one is not known.
const sam = applicantWith([
  'Sam Lee — Developer',
  'Austin, TX | sam@example.com',
  'Developer with 7 years of experience.',
  'Skills: Python (7 years), Go (3 years)',
]);

const answer = (label: string, who = ravi) => said(answerQuestion(yesNo(label), who));

describe('a yes / no put in another shape', () => {
  it('reads a request to confirm as the question', () => {
    expect(answer('Please confirm whether you have experience with Python')).toBe('Yes');
    expect(answer('Please indicate whether you have experience using Python.')).toBe('Yes');
    expect(answer('Please confirm you have 3+ years of Node.js experience')).toBe('Yes');
    expect(answer('Please indicate if you hold a Bachelor’s degree in Computer Science')).toBe('Yes');
    expect(answer('Please confirm whether you have a Master’s degree', dana)).toBe('No');
    // A negation turns the answer round: asked as written.
    expect(answer('Please confirm you have no experience with Python')).toBe('asked');
    expect(answer('Please confirm that you have never worked with Python')).toBe('asked');
  });

  it('reads a requirement stated and then referred to as having it', () => {
    expect(answer('The role requires 3+ years of Node.js experience. Do you meet this requirement?')).toBe('Yes');
    expect(answer('This role requires at least 5 years of Node.js experience. Do you have this?')).toBe('No');
    expect(answer('Minimum 3 years of Node.js experience - do you have this?')).toBe('Yes');
    expect(answer("Minimum education: Master's degree. Do you meet this requirement?", dana)).toBe('No');
    expect(
      answer('This position requires a Bachelor’s degree in Computer Science or a related field. Do you meet it?'),
    ).toBe('Yes');
  });

  it('reads a phrase with a question mark and yes / no options as having it', () => {
    expect(answer('3+ years of experience with Node.js?')).toBe('Yes');
    expect(answer('At least 5 years of Node.js experience?')).toBe('No');
    expect(answer('Experience with Python?')).toBe('Yes');
    expect(answer("Bachelor's degree?", dana)).toBe('Yes');
    expect(answer("Master's degree in Computer Science?")).toBe('No');
    // A field to type in is no yes / no.
    expect(said(answerQuestion(q('3+ years of experience with Node.js?'), ravi))).not.toBe('Yes');
  });

  it('reads the question after a sentence of context, never one whose subject is in the context', () => {
    expect(answer('This role requires Python experience. Do you have experience with Python?')).toBe('Yes');
    expect(answer('We use Python heavily. Have you worked with Python before?')).toBe('Yes');
    expect(answer('Tell us: do you have experience with Python?')).toBe('Yes');
    // "… do you have experience?" is about what stands before it, not the total.
    expect(answer('Python - do you have experience?', sam)).toBe('asked');
    expect(answer('Salesforce development: do you have 3+ years of experience?', dana)).toBe('asked');
  });
});

describe('a degree with another way to meet it', () => {
  it('is a yes with the degree, and asked without it', () => {
    const label =
      'Do you have a bachelor’s degree in Computer Science or a related field, or equivalent practical experience?';
    expect(answer(label)).toBe('Yes');
    // Communications is not Computer Science, but the other way may be met.
    expect(answer(label, dana)).toBe('asked');
    expect(answer('Do you have a BS in Computer Science, a related field, or equivalent experience?')).toBe('Yes');
    expect(answer('Do you have a Master’s degree or equivalent work experience?', dana)).toBe('asked');
    expect(answer('Do you have a bachelor’s degree or equivalent work experience?', dana)).toBe('Yes');
    expect(answer('Do you have a bachelor’s degree or equivalent work experience?', sam)).toBe('asked');
  });

  it('is a yes with the degree where studying for it counts too', () => {
    expect(answer('Have you completed or are you currently pursuing a Bachelor’s degree?', dana)).toBe('Yes');
    expect(answer('Have you completed or are you currently pursuing a Master’s degree?', dana)).toBe('asked');
  });
});

describe('degrees in more wordings', () => {
  it('reads holding one now, a level named after a colon, any field, graduating with one', () => {
    expect(answer('Do you currently hold a Bachelor’s degree?', dana)).toBe('Yes');
    expect(answer('Do you currently have a Master’s degree?', dana)).toBe('No');
    expect(answer('Have you completed this level of education: Bachelor’s Degree?')).toBe('Yes');
    expect(answer('Completed level of education: Master’s Degree?')).toBe('No');
    expect(answer('Have you completed a Bachelor’s Degree level of education?', dana)).toBe('Yes');
    expect(answer('Do you have a Bachelor’s degree in any field?', dana)).toBe('Yes');
    expect(answer('Did you graduate from an accredited college or university with a Bachelor’s degree?', dana)).toBe(
      'Yes',
    );
    expect(answer('Have you completed a B.S. in Computer Science or a related field?')).toBe('Yes');
  });

  it('reads the subject apart from when the degree must be held', () => {
    expect(
      answer('Will you have completed your Bachelor’s degree in Computer Science before the start date of this role?'),
    ).toBe('Yes');
    expect(answer('Will you have completed your Bachelor’s degree in Computer Science before you start?', dana)).toBe(
      'No',
    );
  });
});

describe('experience in more wordings', () => {
  it('reads a figure said after the years, B2B in words, developing with a tool', () => {
    expect(answer('Do you have 3 years or more of Node.js experience?')).toBe('Yes');
    expect(answer('Do you have experience selling B2B?', dana)).toBe('Yes');
    expect(answer('Do you have at least 3 years of business-to-business sales experience?', dana)).toBe('Yes');
    expect(answer('Do you have a minimum of 3 years of hands-on experience developing with Node.js?')).toBe('Yes');
    const years = (label: string, who = ravi) => said(answerQuestion(q(label, 'numeric'), who));
    expect(years('How many years of experience do you have developing with Node.js?')).toBe('4');
    // Developing on an application people use is a trade of its own.
    expect(answer('Do you have experience developing with Salesforce?', dana)).toBe('asked');
  });

  it('reads the skill before "years of experience" however it is written, never as the total', () => {
    const years = (label: string) => said(answerQuestion(q(label, 'numeric'), ravi));
    expect(years('node.js years of experience')).toBe('4');
    expect(years('Node.js years of experience')).toBe('4');
    expect(years('Node.js: how many years?')).toBe('4');
    expect(years('Please enter your years of experience')).toBe('6');
    expect(years('How many years in total have you worked?')).toBe('6');
    expect(years('Since how many years have you been working?')).toBe('6');
    expect(years('How many years have you used Python for?')).toBe('5');
    expect(years('How many years of experience does you have?')).toBe('6');
    // The minimum said with the verb: "worked for at least N years".
    expect(answer('Have you worked for at least 5 years?')).toBe('Yes');
    expect(answer('Have you been working professionally for more than 6 years?')).toBe('No');
  });

  it('reads the total as a field in more words', () => {
    const text = (label: string) => said(answerQuestion(q(label), dana));
    expect(text('Your total professional experience till date')).toBe('7');
    expect(text('Total work experience till date')).toBe('7');
    expect(text('Please enter the total experience you have')).toBe('7');
    expect(text('Your overall work experience so far')).toBe('7');
    // A description of experience is no figure.
    expect(text('Describe your total experience')).toBe('asked');
  });

  it('reads Microsoft Office and JavaScript frameworks by the tools of them', () => {
    expect(answer('Do you have experience with Microsoft Office?', dana)).toBe('Yes');
    expect(answer('Do you have experience with MS Office Suite?', dana)).toBe('Yes');
    expect(answer('Do you have experience with Microsoft Office?', ravi)).toBe('asked');
    expect(answer('Do you have experience with JavaScript frameworks?')).toBe('Yes');
    // React's 2 years bound the kind's from below only.
    expect(answer('Do you have 5+ years of experience with JavaScript frameworks?')).toBe('asked');
  });
});

describe('the region as a short field', () => {
  it('reads the state however its words are ordered', () => {
    const options = ['Telangana', 'Karnataka', 'Colorado', 'Texas', 'Other'];
    const region = (label: string, who = ravi) => said(answerQuestion(q(label, 'select', options), who));
    expect(region('Province/State')).toBe('Telangana');
    expect(region('State / Province / Region', dana)).toBe('Colorado');
    expect(region('State/UT')).toBe('Telangana');
    expect(region('State / Union Territory')).toBe('Telangana');
    expect(region('Residential state', dana)).toBe('Colorado');
    expect(said(answerQuestion(q('Located in', 'select', ['India', 'United States', 'Other']), ravi))).toBe('India');
  });
});

describe('the level of education as a short field', () => {
  const levels = ['High School', "Associate's Degree", "Bachelor's Degree", "Master's Degree", 'Doctorate', 'Other'];
  const level = (label: string, options = levels, who = ravi) => said(answerQuestion(q(label, 'select', options), who));

  it('reads a field offering degree levels as the highest level, in words that name no level', () => {
    expect(level('Qualification')).toBe("Bachelor's Degree");
    expect(level('Degree level', levels, dana)).toBe("Bachelor's Degree");
    expect(level('Highest level of schooling')).toBe("Bachelor's Degree");
    expect(level('Educational attainment', levels, dana)).toBe("Bachelor's Degree");
    expect(level('Which degree do you hold?')).toBe("Bachelor's Degree");
    expect(level('Degree', ['B.Tech/B.E.', 'M.Tech', 'MBA', 'B.A.', 'Other'])).toBe('B.Tech/B.E.');
  });

  it('never reads other qualifications, or a field without level options, as the level', () => {
    expect(level('Qualification', ['CPA', 'CFA', 'ACCA', 'None'])).toBe('asked');
    expect(said(answerQuestion(q('Qualification'), ravi))).toBe('asked');
  });

  it('reads residency and the current base as where the user lives', () => {
    const countries = ['India', 'United States', 'Canada', 'Other'];
    expect(level('Residency', countries)).toBe('India');
    expect(level('Country of residency', countries, dana)).toBe('United States');
    expect(level('Current base', countries)).toBe('India');
    expect(level('Residency status', ['Citizen', 'Permanent resident', 'Work visa'])).toBe('asked');
  });
});
