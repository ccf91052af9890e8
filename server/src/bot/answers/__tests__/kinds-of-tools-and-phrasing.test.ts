import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said } from './probe-applicant';

// A developer whose resume lists languages and a database with years, and what she studied.
const meera = applicantWith([
  'Meera Iyer — Software Engineer',
  'Chennai, India | meera@example.com',
  '4 years of experience building web services.',
  'Skills: Kotlin (4 years), MySQL (3 years), Docker (2 years), Kubernetes',
  'Education: B.Sc in Statistics, University of Madras, 2019',
  'Languages: English, Tamil',
]);

// A recruiter: no programming language, no database, a degree in Psychology.
const tom = applicantWith([
  'Tom Reyes — Recruiter',
  'Austin, TX | tom@example.com',
  'Recruiter with 5 years of experience in technical recruiting.',
  'Tools: Greenhouse (4 years), LinkedIn Recruiter',
  'Bachelor of Science in Psychology, Texas State University, 2018',
  'Languages: English, Spanish',
]);

describe('a kind of tool named in words', () => {
  it('reads databases by the databases (and SQL) the resume lists', () => {
    expect(said(answerQuestion(yesNo('Have you worked with databases?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have database management experience?'), meera))).toBe('Yes');
    // Years with MySQL are years with databases at least: a minimum they meet is a yes, a higher one asked.
    expect(said(answerQuestion(yesNo('Do you have 2+ years of experience with databases?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with databases?'), meera))).toBe('asked');
    // No figure: the kind's years may be more than one tool's.
    expect(said(answerQuestion(q('How many years of experience do you have with databases?', 'numeric'), meera))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Do you have experience with databases?'), tom))).toBe('asked');
  });

  it('reads programming and coding by any programming language the resume lists', () => {
    expect(said(answerQuestion(yesNo('Do you have programming experience?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you got any coding experience?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience writing code?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3 years of programming experience?'), meera))).toBe('Yes');
    // "Languages: English, Spanish" names no programming language.
    expect(said(answerQuestion(yesNo('Do you have experience with programming languages?'), tom))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have coding experience?'), tom))).toBe('asked');
  });

  it('reads containerized applications and orchestration platforms by Docker and Kubernetes', () => {
    expect(
      said(answerQuestion(yesNo('Do you have experience deploying containerized workloads and orchestration tools?'), meera)),
    ).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked with containerization technologies?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with containerized applications?'), tom))).toBe('asked');
  });
});

describe('what was studied is no experience', () => {
  it('does not read a degree subject or a spoken language as work done with it', () => {
    expect(said(answerQuestion(yesNo('Do you have experience in statistics?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience in psychology?'), tom))).toBe('asked');
    // The same word among the skills is experience.
    expect(said(answerQuestion(yesNo('Do you have experience with Greenhouse?'), tom))).toBe('Yes');
  });
});

describe('a minimum written in words', () => {
  it('reads "two or more years" as a minimum of 2', () => {
    expect(said(answerQuestion(yesNo('Do you have two or more years of experience with Kotlin?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have three or more years of experience with Docker?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have five plus years of experience with MySQL?'), meera))).toBe('No');
  });
});
