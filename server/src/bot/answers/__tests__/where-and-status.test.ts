import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf, type ApplicantDataOf } from '../corpus/applicant-of';

const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

const person = (name: string, home: string, custom: Record<string, string>): ApplicantDataOf => ({
  email: `${name.toLowerCase()}@example.com`,
  linkedinEmail: `${name.toLowerCase()}@example.com`,
  firstName: name,
  lastName: 'Example',
  noticePeriodDays: 30,
  currentPay: null,
  expectedPay: null,
  custom,
  resumeText: [`${name} Example`, `${home} | ${name.toLowerCase()}@example.com`, 'Product Designer'].join('\n'),
  followCompanies: false,
});

// Lives in Denver, allowed to work in the US, will not move.
const tomas = applicantOf(
  person('Tomas', 'Denver, CO', {
    'Are you legally authorized to work in the United States?': 'Yes',
    'Do you need visa sponsorship?': 'No',
    'Are you willing to relocate?': 'No',
  }),
);
// Lives in Munich, allowed to work in Germany and not in the US, would move, works remotely.
const lena = applicantOf(
  person('Lena', 'Munich, Germany', {
    'Are you authorised to work in Germany?': 'Yes',
    'Are you authorized to work in the US?': 'No',
    'Will you require sponsorship?': 'Yes',
    'Are you willing to relocate?': 'Yes',
    'Are you comfortable working remotely?': 'Yes',
  }),
);

describe('answers that follow from where the applicant lives and what they said of it', () => {
  it('working at a far place is no for someone who will not relocate, and theirs to say for someone who would', () => {
    const question = yesNo('Could you be at our Seattle studio four days each week?');
    expect(said(answerQuestion(question, tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you open to working on-site in Portland, OR?'), tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you open to working on-site in Portland, OR?'), lena))).toBe('asked');
  });

  it('relocating and working on site in one sentence needs a yes to both', () => {
    const question = yesNo('Are you prepared for relocation to Austin and to work onsite there every day?');
    expect(said(answerQuestion(question, lena))).toBe('asked');
    expect(said(answerQuestion(question, tomas))).toBe('No');
    // The way of working said in a sentence of its own is context: relocating is what is asked.
    expect(said(answerQuestion(yesNo('This job is on-site in Austin. Would you relocate for it?'), lena))).toBe('Yes');
  });

  it('“the country where you live” is the applicant’s own country', () => {
    const question = yesNo('Do you have permission to work in the country where you live?');
    expect(said(answerQuestion(question, lena))).toBe('Yes');
    expect(said(answerQuestion(question, tomas))).toBe('Yes');
  });

  it('immigration support and a work authorization to obtain are sponsorship in other words', () => {
    expect(said(answerQuestion(yesNo('Would you need immigration support from us to take this role?'), tomas))).toBe(
      'No',
    );
    expect(said(answerQuestion(yesNo('Will you need work authorization from the company?'), lena))).toBe('Yes');
  });

  it('citizenship: no where the applicant may not work, asked where they may or where it is unknown', () => {
    expect(said(answerQuestion(yesNo('Are you a citizen of the United States?'), lena))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you hold a green card?'), lena))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you an American or Irish citizen?'), lena))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you a citizen of the United States?'), tomas))).toBe('asked');
  });

  it('a question for those living in (or outside) a country is answered only where the applicant’s home meets it', () => {
    const outside = yesNo('If you live outside of Germany, would you need a visa from us to work here?');
    expect(said(answerQuestion(outside, tomas))).toBe('No');
    expect(said(answerQuestion(outside, lena))).toBe('asked');
    const inside = yesNo('If you are based in the USA, may you legally work there?');
    expect(said(answerQuestion(inside, tomas))).toBe('Yes');
    expect(said(answerQuestion(inside, lena))).toBe('asked');
  });

  it('a condition on relocating stated beside the question, and working from an office named with it', () => {
    const statement = yesNo('We cannot offer relocation support. Would you relocate to Madrid?');
    expect(said(answerQuestion(statement, lena))).toBe('asked');
    expect(said(answerQuestion(statement, tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you relocate and work from our Lyon office daily?'), lena))).toBe('asked');
  });

  it('relocating on a condition: no from someone who will not move, asked of someone who would', () => {
    const question = yesNo('Would you relocate to Boston without a relocation package?');
    expect(said(answerQuestion(question, tomas))).toBe('No');
    expect(said(answerQuestion(question, lena))).toBe('asked');
  });
});

describe('time zones from where the applicant lives', () => {
  it('decides by the zone of the state or country, and asks between the two figures of a span', () => {
    expect(said(answerQuestion(yesNo('Are you located within 3 hours of Eastern time?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you located within 3 hours of Eastern time?'), lena))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you live in the Pacific time zone?'), tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you live within 1-3 hours of Pacific time?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you based within 1 to 2 hours of CET?'), lena))).toBe('Yes');
  });
});

describe('notice: only what the saved period says', () => {
  it('asks for the shortest notice, what is left of it, or the last working day', () => {
    expect(said(answerQuestion(formQuestion('Notice period'), tomas))).toBe('30 days');
    expect(said(answerQuestion(formQuestion('Notice period (numeric value only)'), tomas))).toBe('30');
    expect(said(answerQuestion(formQuestion('Shortest notice you could negotiate'), tomas))).toBe('asked');
    expect(said(answerQuestion(formQuestion('Notice period and last working day'), tomas))).toBe('asked');
    expect(said(answerQuestion(formQuestion('How much of your notice period is remaining?'), tomas))).toBe('asked');
  });
});

describe('more ways of saying a place, a limit and a threshold', () => {
  it('a country in capitals and a city by its other name are places', () => {
    expect(said(answerQuestion(yesNo('Are you located in the USA?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you residing in Bombay?'), tomas))).toBe('No');
  });

  it('a notice limit asked as yes / no', () => {
    expect(said(answerQuestion(yesNo('Can you join within a month?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your notice period shorter than 30 days?'), tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Is your notice 4 weeks or less?'), tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Is your notice period at most 1 month?'), tomas))).toBe('Yes');
    // "Immediate" defined by a span in brackets is that span.
    expect(said(answerQuestion(yesNo('Are you an immediate joiner (0-30 days)?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you an immediate joiner?'), tomas))).toBe('No');
  });
});

describe('options that say yes or no in words', () => {
  it('of two, the negated one is no and the other yes; of more, it is the user’s to choose', () => {
    const two = formQuestion('Relocation', 'select', ['I can relocate for this job', 'I cannot relocate']);
    expect(said(answerQuestion(two, tomas))).toBe('I cannot relocate');
    expect(said(answerQuestion(two, lena))).toBe('I can relocate for this job');
    const three = formQuestion('Relocation', 'select', [
      'I can relocate',
      'I cannot relocate',
      'I already live nearby',
    ]);
    expect(said(answerQuestion(three, tomas))).toBe('asked');
  });
});

describe('world regions from the applicant’s country', () => {
  it('yes / no to living in a region, and the option of regions holding the country', () => {
    expect(said(answerQuestion(yesNo('Are you currently based in Europe?'), lena))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in the EMEA region?'), tomas))).toBe('No');
    const choice = formQuestion('Which region are you based in?', 'select', ['Americas', 'Europe', 'Other']);
    expect(said(answerQuestion(choice, tomas))).toBe('Americas');
    expect(said(answerQuestion(choice, lena))).toBe('Europe');
    const withoutHers = formQuestion('Which region are you based in?', 'select', ['Asia', 'Africa', 'Other']);
    expect(said(answerQuestion(withoutHers, lena))).toBe('asked');
  });
});

describe('languages on the CEFR scale and named in Spanish', () => {
  const speaker = applicantOf({
    ...person('Ana', 'Madrid, Spain', {}),
    resumeText: 'Ana Example\nMadrid, Spain | ana@example.com\nLanguages: Spanish (Native), English (Professional)',
  });
  const cefr = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

  it('C2 for a native language; no CEFR level for another', () => {
    expect(said(answerQuestion(formQuestion('¿Cuál es tu nivel de español?', 'select', cefr), speaker))).toBe('C2');
    expect(said(answerQuestion(formQuestion('Level of English', 'select', cefr), speaker))).toBe('asked');
  });
});
