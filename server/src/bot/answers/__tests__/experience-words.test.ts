import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';

const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

const applicant = applicantOf({
  email: 'noor@example.com',
  linkedinEmail: 'noor@example.com',
  firstName: 'Noor',
  lastName: 'Haddad',
  noticePeriodDays: 30,
  currentPay: null,
  expectedPay: null,
  custom: {},
  resumeText: [
    'Noor Haddad — Platform Engineer',
    'Amman, Jordan | noor@example.com',
    '7 years of experience running cloud infrastructure.',
    'Skills: Ruby (4 years), Terraform (2 years), Docker, Kubernetes (3 years), Azure',
  ].join('\n'),
  followCompanies: false,
});

describe('experience: the skill asked, apart from the words around it', () => {
  it('reads a skill with generic words and activities around it', () => {
    expect(said(answerQuestion(q('Years of commercial Ruby development experience?', 'numeric'), applicant))).toBe('4');
    expect(
      said(
        answerQuestion(
          q('How many years of work experience do you have with Terraform Products?', 'numeric'),
          applicant,
        ),
      ),
    ).toBe('2');
    expect(
      said(
        answerQuestion(q('How many years have you spent operating and maintaining Kubernetes?', 'numeric'), applicant),
      ),
    ).toBe('3');
  });

  it('examples of a kind: yes when the applicant has them (all where joined by "and"), never a figure', () => {
    expect(said(answerQuestion(yesNo('Have you used cloud platforms such as AWS or Azure?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you know cloud platforms like Azure and GCP?'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('Years with cloud platforms such as Azure', 'numeric'), applicant))).toBe('asked');
  });

  it('a list of skills: any one of them where offered a choice, each where joined by "and"', () => {
    // Ruby 4 years, Terraform 2, Kubernetes 3; Docker named without years; Elixir not named.
    expect(said(answerQuestion(q('Years of experience with Ruby, Elixir or Crystal', 'numeric'), applicant))).toBe('4');
    expect(said(answerQuestion(q('Years of experience with Terraform and Kubernetes', 'numeric'), applicant))).toBe(
      '2',
    );
    // One named without years leaves the figure open, but not that they have some.
    expect(said(answerQuestion(q('Years of experience with Docker or Kubernetes', 'numeric'), applicant))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Have you worked with Docker, Podman or containerd?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked with Elixir or Crystal?'), applicant))).toBe('asked');
  });

  it('an aside in brackets does not change the total asked; "year" as well as "years"', () => {
    expect(
      said(
        answerQuestion(q('How many years of work experience you have (excluding internships)?', 'numeric'), applicant),
      ),
    ).toBe('7');
    expect(said(answerQuestion(yesNo('Do you have 5+year of professional experience?'), applicant))).toBe('Yes');
  });
});

describe('experience asked as a field', () => {
  it('"total experience" is the total, as the figure', () => {
    expect(said(answerQuestion(q('What is your total experience?'), applicant))).toBe('7');
    expect(said(answerQuestion(q('Overall work experience'), applicant))).toBe('7');
  });
});
