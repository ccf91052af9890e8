import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { said, applicantWith } from './probe-applicant';

const person = (home: string, custom: Record<string, string>) => applicantWith(['A B', home], custom);

// In Columbus, Ohio; would move.
const dana = person('Columbus, OH | (614) 555-0100', { 'Are you willing to relocate?': 'Yes' });
// In Philadelphia; will not move.
const omar = person('Philadelphia, PA | (215) 555-0100', { 'Are you willing to relocate?': 'No' });
// In Hyderabad; would move.
const sana = person('Hyderabad, India | +91 98490 33333', { 'Are you willing to relocate?': 'Yes' });

describe('a part of the US named by region', () => {
  it('is decided by the state the user lives in', () => {
    expect(said(answerQuestion(yesNo('Do you currently live in the Midwest?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you based on the West Coast?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you located in New England?'), omar))).toBe('No');
    // Outside the US, no part of it is home.
    expect(said(answerQuestion(yesNo('Are you located on the East Coast?'), sana))).toBe('No');
  });

  it('is never another country’s coast', () => {
    expect(said(answerQuestion(yesNo('Are you located on the west coast of India?'), sana))).toBe('asked');
  });

  it('is asked where only some count the state in', () => {
    expect(said(answerQuestion(yesNo('Do you reside on the East Coast?'), omar))).toBe('asked');
  });

  it('reads metropolitan nicknames and a major city before a part of it', () => {
    expect(said(answerQuestion(yesNo('Are you located in Chicagoland?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you currently staying in Hyderabad Gachibowli?'), sana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in Mumbai Andheri?'), sana))).toBe('No');
  });
});

describe('a time zone by its abbreviation alone', () => {
  it('is where the user lives against that zone', () => {
    expect(said(answerQuestion(yesNo('Are you based in EST?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you located in PST or MST?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Is your time zone IST?'), sana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you in the IST time zone?'), omar))).toBe('No');
  });

  it('never takes a part of a country, a state or a country for a zone', () => {
    expect(said(answerQuestion(yesNo('Are you located in Central India?'), sana))).toBe('asked');
    // "CT" is Connecticut, "PT" Portugal: two letters are never read as a zone.
    expect(said(answerQuestion(yesNo('Are you located in CT?'), omar))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you based in PT?'), omar))).toBe('asked');
  });
});

describe('where the user will be based', () => {
  it('is yes where they live, and from their answer about moving within their country', () => {
    expect(said(answerQuestion(yesNo('Will you be based in Hyderabad?'), sana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Would you be living in Bengaluru for this role?'), sana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Will you be located in Pittsburgh, PA?'), omar))).toBe('No');
  });

  it('asks where moving means another country, unless the user will not move at all', () => {
    expect(said(answerQuestion(yesNo('Will you be based in London?'), sana))).toBe('asked');
    expect(said(answerQuestion(yesNo('Will you be based in Toronto?'), omar))).toBe('No');
  });
});
