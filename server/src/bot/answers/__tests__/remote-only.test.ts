import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { said, applicantWith } from './probe-applicant';

const person = (custom: Record<string, string>) => applicantWith(['A B', 'Leeds, UK'], custom);

const hybridToo = person({ 'Are you open to a hybrid arrangement?': 'Yes' });
const commutes = person({ 'Can you commute to the office daily?': 'Yes' });
const remoteOnly = person({ 'Are you open to remote work?': 'Yes' });

describe('remote work as the only setting the user takes', () => {
  it('is a no where the user said yes to working hybrid or going to the office', () => {
    expect(said(answerQuestion(yesNo('Do you require a 100% remote role?'), hybridToo))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you seeking remote positions exclusively?'), commutes))).toBe('No');
    expect(said(answerQuestion(yesNo('Is working from home a must for you?'), hybridToo))).toBe('No');
  });

  it('is asked where the user only said yes to remote work: that is no refusal of the office', () => {
    expect(said(answerQuestion(yesNo('Do you need a fully remote job?'), remoteOnly))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you only looking for remote work?'), remoteOnly))).toBe('asked');
  });

  it('leaves a plain willingness to work remotely to the user’s own answer', () => {
    expect(said(answerQuestion(yesNo('Would you be happy to work remotely?'), remoteOnly))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Would you be happy to work remotely?'), hybridToo))).toBe('asked');
  });
});
