import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A developer in Hyderabad: skills listed with and without years.
const ravi = applicantOf({
  email: 'ravi@example.com',
  linkedinEmail: 'ravi@example.com',
  firstName: 'Ravi',
  lastName: 'Kumar',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: [
    'Ravi Kumar — Software Engineer',
    'Hyderabad, India | +91 98480 11111 | ravi@example.com',
    '4 years of experience building backend services.',
    'Skills: Java (4 years), Docker (2 years), Kubernetes (8 months), Git, Terraform',
  ].join('\n'),
  followCompanies: false,
});

// A sales lead in Denver whose stated total is in inside sales and account management.
const lena = applicantOf({
  email: 'lena@example.com',
  linkedinEmail: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Brooks',
  noticePeriodDays: 14,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: [
    'Lena Brooks — Account Manager',
    'Denver, CO | (303) 555-0100 | lena@example.com',
    'Account Manager with 7 years of experience in inside sales and account management.',
    'Tools: Zendesk (3 years)',
  ].join('\n'),
  followCompanies: false,
});

describe('experience with a skill, asked in other words', () => {
  it('reads exposure to, a background in, and having programmed in a language as having used it', () => {
    expect(said(answerQuestion(yesNo('Have you had any exposure to Docker?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a background in Java?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you ever programmed in Java?'), ravi))).toBe('Yes');
    // Not on the resume: asked, never a no.
    expect(said(answerQuestion(yesNo('Do you have exposure to Ansible?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Have you coded in Rust?'), ravi))).toBe('asked');
  });

  it('reads a minimum in months before the skill ("6 months of Kubernetes experience")', () => {
    expect(said(answerQuestion(yesNo('Do you have at least 6 months of Kubernetes experience?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 12+ months of Kubernetes experience?'), ravi))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 6 months of Terraform experience?'), ravi))).toBe('asked');
  });

  it('reads a tool used for what it is ("Git for version control") as the tool, another use stays asked', () => {
    expect(said(answerQuestion(yesNo('Have you used Git for source control?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you used Java for data analysis?'), ravi))).toBe('asked');
  });

  it('reads a tool with what is made with it ("Docker-based deployments", "Terraform projects")', () => {
    expect(said(answerQuestion(yesNo('Have you worked on Docker-based deployments?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked on Terraform projects?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked on Ansible-based deployments?'), ravi))).toBe('asked');
  });
});

describe('fields of work listed together', () => {
  it('answers each field from the stated total when the applicant is in it', () => {
    expect(
      said(answerQuestion(yesNo('Do you have 5+ years of experience in sales or account management?'), lena)),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you have 5 years of experience in inside sales and account management?'), lena)),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you have 10+ years of experience in sales or account management?'), lena)),
    ).toBe('No');
  });

  it('asks when one of all the fields required is not the applicant’s', () => {
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience in sales and marketing?'), lena))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience in sales and marketing?'), ravi))).toBe(
      'asked',
    );
    // A single word the resume holds elsewhere is no field of work ("services" of "backend services").
    expect(
      said(answerQuestion(q('How many years of experience do you have with services or security?', 'numeric'), ravi)),
    ).toBe('asked');
  });
});

describe('generic words after a skill', () => {
  it('reads coding, basics, fundamentals and skills as the skill itself', () => {
    expect(said(answerQuestion(yesNo('Do you have experience with Java coding?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with Docker fundamentals?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with Java skills?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with Rust fundamentals?'), ravi))).toBe('asked');
  });
});
