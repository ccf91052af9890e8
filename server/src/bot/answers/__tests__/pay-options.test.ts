import { formQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';

const q = formQuestion;

const applicant = applicantOf({
  email: 'kai@example.com',
  linkedinEmail: 'kai@example.com',
  firstName: 'Kai',
  lastName: 'Berg',
  noticePeriodDays: 60,
  currentPay: '€58,000 per year',
  expectedPay: '€64,000 per year',
  custom: {},
  resumeText: 'Kai Berg\nHamburg, Germany | kai@example.com',
  followCompanies: false,
});

describe('pay among options, and parts of pay the user did not give', () => {
  it('chooses the one range holding the figure, in the figure’s currency', () => {
    const question = q('Expected annual salary', 'select', ['€40k - €55k', '€55k - €70k', '€70k+']);
    expect(answerQuestion(question, applicant)).toMatchObject({ answered: true, value: '€55k - €70k' });
  });

  it('asks where the options are in another currency, name none, or two hold the figure', () => {
    const dollars = q('Expected annual salary', 'select', ['$40k - $60k', '$60k - $80k']);
    expect(answerQuestion(dollars, applicant).answered).toBe(false);
    const bare = q('Expected annual salary', 'select', ['40000 - 60000', '60000 - 80000']);
    expect(answerQuestion(bare, applicant).answered).toBe(false);
    const overlapping = q('Expected salary (EUR)', 'select', ['50k - 65k', '60k - 80k']);
    expect(answerQuestion(overlapping, applicant).answered).toBe(false);
  });

  it('asks for take-home or fixed-only pay', () => {
    expect(answerQuestion(q('Current take-home salary'), applicant).answered).toBe(false);
    expect(answerQuestion(q('Current salary'), applicant)).toMatchObject({ answered: true, value: '€58,000 per year' });
    // Fixed and variable together are the whole of it.
    expect(answerQuestion(q('Current salary (fixed + variable)'), applicant)).toMatchObject({ answered: true });
  });

  it('types the bare figure where a text field asks for a number', () => {
    expect(answerQuestion(q('Expected salary (digits only)'), applicant)).toMatchObject({ value: '64000' });
    expect(answerQuestion(q('Expected salary', 'text', [], { placeholder: '45,000' }), applicant)).toMatchObject({
      value: '64000',
    });
    expect(answerQuestion(q('Expected salary'), applicant)).toMatchObject({ value: '€64,000 per year' });
  });
});
