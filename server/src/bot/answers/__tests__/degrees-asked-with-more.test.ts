import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A B.Tech graduate in Chennai, and an analyst with a master's above a bachelor's.
const anu = applicantOf({
  email: 'anu@example.com',
  linkedinEmail: 'anu@example.com',
  firstName: 'Anu',
  lastName: 'Raman',
  noticePeriodDays: 0,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: [
    'Anu Raman',
    'Chennai, India | +91 98400 33333 | anu@example.com',
    'Skills: Python (2 years)',
    'B.Tech in Computer Science, Anna University, 2020 – 2024',
  ].join('\n'),
  followCompanies: false,
});
const tom = applicantOf({
  email: 'tom@example.com',
  linkedinEmail: 'tom@example.com',
  firstName: 'Tom',
  lastName: 'Hale',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: [
    'Tom Hale',
    'Austin, TX | (512) 555-0111 | tom@example.com',
    'Master of Science in Computer Science, UT Austin, 2019',
    'Bachelor of Science in Computer Science, Texas A&M, 2017',
  ].join('\n'),
  followCompanies: false,
});

describe('a degree asked with more than its subject', () => {
  it('reads the subject after the last "in" or "of", and Computer Science Engineering as Computer Science', () => {
    expect(
      said(
        answerQuestion(
          yesNo('Have you graduated with a Bachelor of Technology degree in Computer Science Engineering?'),
          anu,
        ),
      ),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you hold a bachelor of engineering degree in Mechanical Engineering?'), anu)),
    ).toBe('No');
  });

  it('asks whether a degree is the highest one held, which a degree in the subject does not say', () => {
    expect(
      said(answerQuestion(yesNo("Is your highest qualification a Bachelor's degree in Computer Science?"), tom)),
    ).toBe('asked');
    expect(
      said(answerQuestion(yesNo("Is your highest qualification a Bachelor's degree in Computer Science?"), anu)),
    ).toBe('asked');
  });

  it('asks a degree "or equivalent work experience": experience is another way to meet it', () => {
    expect(
      said(answerQuestion(yesNo('Do you have a degree in Finance or equivalent practical experience?'), anu)),
    ).toBe('asked');
  });
});

describe('years with a skill, in other words', () => {
  it('reads "How many years do you have with X?"', () => {
    expect(said(answerQuestion(q('How many years do you have with Python?', 'numeric'), anu))).toBe('2');
    expect(said(answerQuestion(q('How many years do you have with Rust?', 'numeric'), anu))).toBe('asked');
  });
});
