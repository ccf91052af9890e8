import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A sales manager who lists her tools; no languages but English.
const ines = applicantOf({
  email: 'i@example.com',
  linkedinEmail: 'i@example.com',
  firstName: 'Ines',
  lastName: 'Moreau',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: ['Ines Moreau', 'Lyon, France', 'Regional Sales Manager, 2018 – 2025', 'Tools: Pipedrive, Tableau'].join(
    '\n',
  ),
  followCompanies: false,
});

describe('knowing a skill', () => {
  it('is having used it, from the resume', () => {
    expect(said(answerQuestion(yesNo('Do you know Tableau?'), ines))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you know how to use Pipedrive?'), ines))).toBe('Yes');
    // Not in the resume: asked, never a no.
    expect(said(answerQuestion(yesNo('Do you know Looker?'), ines))).toBe('asked');
  });

  it('is not knowing a person, a fact or whether something holds', () => {
    expect(said(answerQuestion(yesNo('Do you know anyone who works at Acme?'), ines))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you know about our product?'), ines))).toBe('asked');
  });

  it('never takes a word with the same letter pairs in another order for the skill', () => {
    // "German" and "Manager" share most letter pairs.
    expect(said(answerQuestion(yesNo('Do you have experience with German?'), ines))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you know German?'), ines))).toBe('asked');
  });
});
