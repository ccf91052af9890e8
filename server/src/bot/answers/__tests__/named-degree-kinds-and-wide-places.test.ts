import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { said, applicantWith } from './probe-applicant';

const person = applicantWith;

// A B.E. in Electronics with an M.Tech in Computer Science.
const ravi = person([
  'Ravi Kumar',
  'Chennai, India | +91 98400 11111',
  'M.Tech in Computer Science, Anna University, 2019',
  'B.E. in Electronics and Communication, Anna University, 2017',
]);
// A B.Tech in Computer Science only.
const neha = person(['Neha Rao', 'Hyderabad, India | +91 98490 22222', 'B.Tech in Computer Science, JNTU, 2022']);
// A Bachelor of Arts in Journalism in Austin, comfortable commuting.
const lee = person(['Lee Park', 'Austin, TX | (512) 555-0101', 'Bachelor of Arts in Journalism, UT Austin, 2016'], {
  'Are you comfortable commuting to the office?': 'Yes',
  'Are you willing to relocate?': 'No',
});

describe('a degree asked by its kind', () => {
  it('is met by a degree of that kind in the subject, however the kind is spelt', () => {
    expect(said(answerQuestion(yesNo('Do you hold a Bachelor of Technology in Computer Science?'), neha))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you completed a B.Tech in CSE?'), neha))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have an M.Tech degree in Computer Science?'), ravi))).toBe('Yes');
  });

  it('is not met by a higher degree of another kind in the subject: asked', () => {
    expect(said(answerQuestion(yesNo('Do you hold a Bachelor of Technology in Computer Science?'), ravi))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Do you have a B.Tech degree in Computer Science Engineering?'), ravi))).toBe(
      'asked',
    );
    // A plain bachelor's names no kind: the master's in the subject meets it.
    expect(said(answerQuestion(yesNo("Do you have a Bachelor's degree in Computer Science?"), ravi))).toBe('Yes');
  });

  it('is a no where no degree of its level is in the field, or none reaches its level', () => {
    expect(said(answerQuestion(yesNo('Do you have a B.Tech in Computer Science?'), lee))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have an MBA in Finance?'), neha))).toBe('No');
  });
});

describe('working or commuting in a whole country or state', () => {
  it('is asked for someone living there: its offices may be far from home', () => {
    expect(said(answerQuestion(yesNo('Are you willing to work onsite in the US?'), lee))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you work from our office in Texas?'), lee))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you able to commute to an office in the United States?'), lee))).toBe(
      'asked',
    );
  });

  it('still decides by a city, and says no far from it for someone who will not move', () => {
    expect(said(answerQuestion(yesNo('Are you willing to work onsite in Austin, TX?'), lee))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you willing to work onsite in India?'), lee))).toBe('No');
  });
});
