import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said } from './probe-applicant';

// An engineer in Boston whose bachelor's is in Mathematics and whose master's is in Computer Science.
const mei = applicantWith([
  'Mei Lin',
  'Boston, MA | (617) 555-0188 | mei@example.com',
  'Education',
  'M.S. in Computer Science, Northeastern University, 2019',
  'B.S. in Mathematics, Tufts University, 2017',
]);

describe('a degree of the level the question names', () => {
  it.each([
    ["Was your bachelor's in computer science?", 'No'],
    ['Is your undergraduate degree in Computer Science?', 'No'],
    ["Is your master's in computer science?", 'Yes'],
    ["Did you do your bachelor's in Mathematics?", 'Yes'],
  ])('%s → %s', (label, expected) => {
    expect(said(answerQuestion(yesNo(label), mei))).toBe(expected);
  });

  it('a requirement of a level is still met by a higher degree in the subject', () => {
    expect(said(answerQuestion(yesNo("Do you hold at least a Bachelor's degree in Computer Science?"), mei))).toBe(
      'Yes',
    );
  });

  it('a degree of that level the data does not hold is the user’s to say', () => {
    const phd = applicantWith(['Sam Roe', 'Boston, MA', 'Education', 'Ph.D. in Physics, MIT, 2020']);
    expect(said(answerQuestion(yesNo("Is your master's degree in Physics?"), phd))).toBe('asked');
  });
});

describe('living in another town near home', () => {
  it.each([
    ['Do you live in Worcester?', 'asked'], // ~60 km: near enough to be unclear
    ['Are you currently located in Framingham?', 'asked'], // ~30 km: another town
    ['Are you based in Cambridge, MA?', 'Yes'], // across the river: the same city's area
    ['Do you live in Boston?', 'Yes'],
    ['Do you live in Chicago?', 'No'],
  ])('%s → %s', (label, expected) => {
    expect(said(answerQuestion(yesNo(label), mei))).toBe(expected);
  });

  it('an area named holds the towns around its city', () => {
    const framingham = applicantWith(['Jo Park', 'Framingham, MA | jo@example.com']);
    expect(said(answerQuestion(yesNo('Do you live in the Greater Boston area?'), framingham))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in Boston?'), framingham))).toBe('asked');
  });
});
