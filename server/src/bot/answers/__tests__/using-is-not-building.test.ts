import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

const person = {
  email: 'lee@example.com',
  linkedinEmail: 'lee@example.com',
  firstName: 'Lee',
  lastName: 'Park',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  followCompanies: false,
};

// An account manager who works in a CRM and a spreadsheet, and is happy to work from home.
const accountManager = applicantOf({
  ...person,
  custom: { 'Are you comfortable working remotely?': 'Yes' },
  resumeText: [
    'Lee Park — Account Manager',
    'Chicago, IL | lee@example.com',
    'Account Manager with 5 years of experience in B2B sales.',
    'Skills: Salesforce (5 years), Excel, HubSpot',
  ].join('\n'),
});

// A developer who builds on the same CRM.
const crmDeveloper = applicantOf({
  ...person,
  custom: {},
  resumeText: [
    'Lee Park — Salesforce Developer',
    'Chicago, IL | lee@example.com',
    '4 years of Salesforce development: Apex triggers, Lightning components, integrations.',
  ].join('\n'),
});

describe('using an application is not building on it', () => {
  it('asks a user of a business application about developing, programming or administering it', () => {
    for (const question of [
      'Do you have experience with Salesforce development?',
      'Have you done any Salesforce programming?',
      'Do you have hands-on Salesforce administration experience?',
      'Do you have experience customizing HubSpot?',
      'Any experience with Excel VBA scripting?',
    ])
      expect([question, said(answerQuestion(yesNo(question), accountManager))]).toEqual([question, 'asked']);
    // Using it, the resume says.
    expect(said(answerQuestion(yesNo('Do you have experience with Salesforce?'), accountManager))).toBe('Yes');
  });

  it('answers from a resume that names the building itself', () => {
    expect(said(answerQuestion(yesNo('Do you have experience with Salesforce development?'), crmDeveloper))).toBe(
      'Yes',
    );
  });
});

describe('a willingness is no exclusive preference', () => {
  it('asks whether the user wants only remote work, though they are happy to work remotely', () => {
    for (const question of [
      'Are you only interested in remote roles?',
      'Are you open to fully remote positions only?',
      'Are you exclusively looking for remote work?',
    ])
      expect([question, said(answerQuestion(yesNo(question), accountManager))]).toEqual([question, 'asked']);
    expect(said(answerQuestion(yesNo('Are you open to working remotely?'), accountManager))).toBe('Yes');
  });
});
