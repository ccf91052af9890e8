import { yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { said, withNotice } from './probe-applicant';

describe('a start asked as a span in words', () => {
  it('is yes for a notice surely within it and no for one surely beyond', () => {
    expect(said(answerQuestion(yesNo('Could you begin next week?'), withNotice(0)))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Could you begin next week?'), withNotice(30)))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you be able to join at short notice?'), withNotice(5)))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Would you be able to join at short notice?'), withNotice(90)))).toBe('No');
  });

  it('is asked between the two', () => {
    expect(said(answerQuestion(yesNo('Could you begin next week?'), withNotice(10)))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you join on a short notice?'), withNotice(30)))).toBe('asked');
  });

  it('reads being relieved by the current employer as the notice period', () => {
    expect(said(answerQuestion(yesNo('Can you get relieved within 45 days?'), withNotice(30)))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you get relieved within 45 days?'), withNotice(60)))).toBe('No');
  });

  it('leaves anything else next week alone', () => {
    expect(said(answerQuestion(yesNo('Are you free for an interview next week?'), withNotice(0)))).toBe('asked');
  });
});
