import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said } from './probe-applicant';

// A web developer with a stated total, a kind's tools with years, and a field of work in her title.
const nadia = applicantWith([
  'Nadia Rahman — Software Developer',
  'Dhaka, Bangladesh | nadia@example.com',
  'Software Developer with 7 years of experience building booking platforms.',
  'Skills: JavaScript (6 years), Vue.js (2 years), PHP (4 years), AWS (3 years), MySQL',
]);

// A sales representative with a stated total and a CRM.
const omar = applicantWith([
  'Omar Haddad — Account Executive',
  'Amman, Jordan | omar@example.com',
  'Account Executive with 4 years of experience in inside sales.',
  'Tools: Salesforce (4 years)',
]);

// A graduate: skills, an internship, no stated total.
const lin = applicantWith([
  'Lin Chen',
  'Taipei, Taiwan | lin@example.com',
  'Skills: Python (2 years), Java (1 year), C# (4 years), SQL',
  'Data Analyst Intern, Acme, Jun – Dec 2024',
]);

const figure = (label: string) => q(label, 'numeric');
const field = (label: string) => q(label, 'text');

describe('the total asked in other words', () => {
  it('reads other verbs of having it and the total said apart by commas', () => {
    expect(said(answerQuestion(figure('How many years of experience do you hold?'), nadia))).toBe('7');
    expect(said(answerQuestion(figure('How many years of experience are you having?'), omar))).toBe('4');
    expect(said(answerQuestion(figure('How many years of work experience have you accumulated?'), nadia))).toBe('7');
    expect(said(answerQuestion(figure('In total, how many years of experience do you have?'), omar))).toBe('4');
    expect(said(answerQuestion(figure('How many years of experience, in total, do you have?'), nadia))).toBe('7');
    expect(said(answerQuestion(figure('How many years of experience do you have at present?'), omar))).toBe('4');
    // No stated total: asked.
    expect(said(answerQuestion(figure('How many years of experience do you hold?'), lin))).toBe('asked');
  });

  it('reads prior, on-the-job and practical experience, and years of employment, as work experience', () => {
    expect(said(answerQuestion(figure('How many years of prior experience do you have?'), nadia))).toBe('7');
    expect(said(answerQuestion(figure('Number of years of on-the-job experience'), omar))).toBe('4');
    expect(said(answerQuestion(figure('How many years of employment do you have?'), nadia))).toBe('7');
    expect(said(answerQuestion(yesNo('Do you have 5+ years of practical experience?'), omar))).toBe('No');
    expect(said(answerQuestion(figure('How many years of experience since completing your studies?'), nadia))).toBe(
      '7',
    );
    // With a skill named, the skill's: never the total.
    expect(said(answerQuestion(figure('How many years of prior experience do you have with Vue.js?'), nadia))).toBe(
      '2',
    );
  });

  it('reads a field for the total with when and how its figure is taken', () => {
    expect(said(answerQuestion(field('Work experience till date'), nadia))).toBe('7');
    expect(said(answerQuestion(field('Overall experience as of today'), omar))).toBe('4');
    expect(said(answerQuestion(field('Total experience (numbers only)'), nadia))).toBe('7');
    expect(said(answerQuestion(field('Total experience (write 0 if you are a fresher)'), omar))).toBe('4');
    expect(said(answerQuestion(field('Approx. total work experience'), nadia))).toBe('7');
    expect(said(answerQuestion(field('Please let us know your total experience'), omar))).toBe('4');
    expect(said(answerQuestion(field('Share your overall experience with us'), nadia))).toBe('7');
    expect(said(answerQuestion(field('Your total experience as per your CV'), omar))).toBe('4');
    expect(said(answerQuestion(field('Total experience throughout your career'), nadia))).toBe('7');
  });

  it('asks what the stated total does not say, and a description of it', () => {
    expect(said(answerQuestion(field('Total experience (including internships)'), nadia))).toBe('asked');
    expect(said(answerQuestion(field('Please state your total relevant experience'), nadia))).toBe('asked');
    expect(said(answerQuestion(field('Total experience details'), nadia))).toBe('asked');
    expect(said(answerQuestion(field('Total experience till date'), lin))).toBe('asked');
    // The stated total says nothing of internships.
    expect(said(answerQuestion(yesNo('Do you have internship experience in software development?'), nadia))).toBe(
      'asked',
    );
  });
});

describe('a kind of technology named in words', () => {
  it('reads web and front-end technologies by their languages and frameworks, their years a lower bound', () => {
    expect(said(answerQuestion(yesNo('Have you worked with web technologies?'), nadia))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with web technologies?'), nadia))).toBe('Yes');
    // More than any of its tools' years: the kind's own may be more, asked.
    expect(said(answerQuestion(yesNo('Do you have 8+ years of experience with web technologies?'), nadia))).toBe(
      'asked',
    );
    // Front-end tools only: JavaScript runs servers too.
    expect(said(answerQuestion(yesNo('Do you have 2+ years with front-end technologies?'), nadia))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3+ years with front-end technologies?'), nadia))).toBe('asked');
    expect(said(answerQuestion(figure('How many years of experience with web technologies?'), nadia))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience with web technologies?'), omar))).toBe('asked');
  });

  it('leaves web or front-end development, a field of work, asked', () => {
    expect(said(answerQuestion(yesNo('Do you have web development experience?'), nadia))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of front-end development experience?'), nadia))).toBe(
      'asked',
    );
  });

  it('reads a field of work and a kind of tool required together', () => {
    const both = (years: number) =>
      yesNo(`Do you have at least ${years} years of experience in software development and web technologies?`);
    expect(said(answerQuestion(both(5), nadia))).toBe('Yes');
    // Fewer years in the field than asked: a no, whatever the kind's.
    expect(said(answerQuestion(both(8), nadia))).toBe('No');
    // The field's years, more than the kind's known ones: asked.
    expect(said(answerQuestion(both(7), nadia))).toBe('asked');
    expect(said(answerQuestion(both(1), omar))).toBe('asked');
  });

  it('reads a kind with examples the resume names by the kind, and asks for examples it does not name', () => {
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience with cloud platforms such as AWS?'), nadia)),
    ).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 2+ years with CRM tools like Pipedrive?'), omar))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have 2+ years with CRM tools like Salesforce?'), omar))).toBe('Yes');
  });
});

describe('a band of years', () => {
  it('is a yes within it, a no below it, and asked above it', () => {
    expect(said(answerQuestion(yesNo('Do you have 3-5 years of experience with PHP?'), nadia))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 5-8 years of experience with PHP?'), nadia))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 1 to 3 years of experience with JavaScript?'), nadia))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have 6-12 months of experience with Python?'), lin))).toBe('asked');
  });
});

describe('what is done in a language, named after it', () => {
  it('has no more years than the language: a minimum above them is a no, anything else asked', () => {
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with Java Spring?'), lin))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of Python/Django experience?'), lin))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 2+ years of Java backend development?'), lin))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 1+ years of experience with Java Spring?'), lin))).toBe('asked');
    expect(said(answerQuestion(figure('How many years of Java Spring experience do you have?'), lin))).toBe('asked');
    // Another language beside it may be the one meant, with its own years: never the first one's no.
    expect(said(answerQuestion(yesNo('Do you have 3+ years of Java/C# experience?'), lin))).not.toBe('No');
  });
});
