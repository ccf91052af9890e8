import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { applicantWith, said, withNotice } from './probe-applicant';

// Answers that said more than the user's data: each found by probing our own profiles after the
// held-out goal was met, each now asked; beside each, what the data does say still answers.

const answer = (label: string, applicant: ReturnType<typeof withNotice>) =>
  said(answerQuestion(yesNo(label), applicant));

// A nurse in Leeds who said yes to commuting to the office, with a notice of four weeks.
const priya = applicantOf({
  email: 'priya@example.com',
  linkedinEmail: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Shah',
  noticePeriodDays: 28,
  currentPay: '',
  expectedPay: '',
  custom: { 'Are you comfortable commuting to the office?': 'Yes' },
  resumeText: 'Priya Shah\nLeeds, United Kingdom\nStaff Nurse, St James Hospital (2019 - present)',
  followCompanies: false,
});

describe('a notice owed of a named length', () => {
  test('a longer notice is asked: a yes would say that length, a no none at all', () => {
    expect(answer('Do you need to give two weeks notice?', withNotice(90))).toBe('asked');
    expect(answer('Are you required to give 1 month notice?', withNotice(60))).toBe('asked');
  });
  test('that length is a yes; a shorter one or none a no', () => {
    expect(answer('Do you need to give two weeks notice?', withNotice(14))).toBe('Yes');
    expect(answer('Do you need to give two weeks notice?', withNotice(7))).toBe('No');
    expect(answer('Do you need to give two weeks notice?', withNotice(0))).toBe('No');
    // "Is it that long?" is still answered as asked: 90 days is not 30.
    expect(answer('Is your notice period 30 days?', withNotice(90))).toBe('No');
  });
});

describe('a second verb joined under the first one\'s "can you"', () => {
  test('the half the data does not answer leaves a yes to the other half asked', () => {
    expect(answer('Can you work full-time and start immediately?', withNotice(0))).toBe('asked');
    expect(answer('Could you work weekends and start next week?', withNotice(0))).toBe('asked');
  });
  test("either half's no is the answer", () => {
    expect(answer('Can you work full-time and start immediately?', withNotice(60))).toBe('No');
    expect(answer('Are you willing to relocate and start within 30 days?', withNotice(90))).toBe('No');
  });
});

describe('how long or far a commute is', () => {
  test('is not said by a yes to commuting', () => {
    expect(answer('Is your commute under 30 minutes?', priya)).toBe('asked');
    expect(answer('Would you commute up to 50 km?', priya)).toBe('asked');
  });
  test('while commuting itself still is', () => {
    expect(answer('Are you comfortable commuting to our office?', priya)).toBe('Yes');
  });
});

describe('where one has worked', () => {
  const developer = applicantWith([
    'A B',
    'Pune, India',
    'Software Engineer, Acme (2019 - 2024)',
    'Skills: Java, Spring, Flask',
  ]);
  test('is not the home line of the resume read as a skill', () => {
    expect(answer('Do you have work experience in India?', developer)).toBe('asked');
    expect(answer('Have you worked in India?', withNotice(30))).toBe('asked');
    expect(answer('Do you have professional experience in Germany?', developer)).toBe('asked');
    expect(answer('Have you worked in Leeds?', priya)).toBe('asked');
  });
  test('tools named like places are still tools', () => {
    expect(answer('Do you have experience in Spring?', developer)).toBe('Yes');
    expect(answer('Do you have experience in Flask?', developer)).toBe('Yes');
  });
});
