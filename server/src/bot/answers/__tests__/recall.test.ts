import { answerQuestion } from '../answer-question';
import type { Applicant, FormQuestion } from '../applicant';
import { applicantOf, type ApplicantDataOf } from '../corpus/applicant-of';

const data: ApplicantDataOf = {
  email: 'dev@example.com',
  linkedinEmail: 'dev@example.com',
  firstName: 'Dev',
  lastName: 'Rao',
  noticePeriodDays: 30,
  currentPay: '7 LPA',
  expectedPay: '9 LPA',
  custom: {
    'Will you require sponsorship?': 'Yes',
    'Are you authorized to work in the United States?': 'No',
  },
  followCompanies: false,
  resumeText: ['Skills: React (3 years), Go (1.5 years)', '5 years of experience with Python.'].join('\n'),
};
const applicant: Applicant = applicantOf(data);

const q = (label: string, kind: FormQuestion['kind'] = 'radio', options: string[] = ['Yes', 'No'], extra = {}) => ({
  label,
  kind,
  options,
  required: true,
  ...extra,
});

describe('recall without guessing: the cases users hit', () => {
  it("matches LinkedIn's H-1B sponsorship template to the user's short question", () => {
    const question = q(
      'Will you now, or in the future, require sponsorship for employment visa status (e.g. H-1B visa status)?',
    );
    expect(answerQuestion(question, applicant)).toEqual({ answered: true, value: 'Yes', source: 'custom_information' });
  });

  it('does not carry a general "needs sponsorship" to a country the user is authorized in', () => {
    const citizen = applicantOf({
      ...data,
      custom: { ...applicant.custom, 'Are you authorized to work in India?': 'Yes' },
    });
    expect(answerQuestion(q('Will you require visa sponsorship to work in India?'), citizen).answered).toBe(false);
    expect(answerQuestion(q('Will you require visa sponsorship to work in the US?'), citizen)).toMatchObject({
      value: 'Yes',
    });
  });

  it('reads "salary expectations" (plural) as the expected pay', () => {
    expect(answerQuestion(q('What are your salary expectations?', 'text', []), applicant)).toMatchObject({
      value: '9 LPA',
    });
  });

  it('matches React.js in the question to React in the resume', () => {
    expect(
      answerQuestion(q('How many years of work experience do you have with React.js?', 'numeric', []), applicant),
    ).toMatchObject({ value: '3', source: 'resume' });
  });

  it('answers "Do you have experience with Python?" from the stated years', () => {
    expect(answerQuestion(q('Do you have experience with Python?'), applicant)).toMatchObject({ value: 'Yes' });
    expect(answerQuestion(q('Do you have at least 6 years of experience with Python?'), applicant)).toMatchObject({
      value: 'No',
    });
  });

  it('chooses "1 month" for a 30-day notice period', () => {
    const options = ['Immediately', '15 days', '1 month', '2 months', '3 months'];
    expect(answerQuestion(q('What is your notice period?', 'select', options), applicant)).toMatchObject({
      value: '1 month',
    });
    expect(
      answerQuestion(
        q('What is your notice period?', 'select', options),
        applicantOf({ ...data, noticePeriodDays: 0 }),
      ),
    ).toMatchObject({ value: 'Immediately' });
  });

  it('matches "authorized to work in the US" to the user\'s answer about the United States', () => {
    expect(answerQuestion(q('Are you legally authorized to work in the US?'), applicant)).toMatchObject({
      value: 'No',
    });
    expect(answerQuestion(q('Are you legally authorized to work in the UK?'), applicant).answered).toBe(false);
  });

  it('keeps 1.5 years of Go: typed where decimals are taken, asked where only whole numbers are', () => {
    const label = 'How many years of work experience do you have with Go?';
    expect(answerQuestion(q(label, 'text', []), applicant)).toMatchObject({ value: '1.5' });
    expect(answerQuestion(q(label, 'numeric', [], { wholeNumber: false }), applicant)).toMatchObject({ value: '1.5' });
    expect(answerQuestion(q(label, 'numeric', [], { wholeNumber: true }), applicant).answered).toBe(false);
    expect(answerQuestion(q(label, 'numeric', []), applicant).answered).toBe(false);
  });

  it('never sends a pay in rupees to a question in dollars', () => {
    const question = q('What is your expected annual salary (USD)?', 'numeric', []);
    expect(answerQuestion(question, applicant)).toMatchObject({ answered: false });
    const withDollars = applicantOf({ ...data, custom: { 'Expected salary in USD': '$120,000 per year' } });
    expect(answerQuestion(question, withDollars)).toMatchObject({ value: '120000', source: 'custom_information' });
    expect(answerQuestion(q('What is your expected monthly salary?', 'numeric', []), withDollars).answered).toBe(false);
    expect(answerQuestion(q('Expected CTC (in lakhs)', 'numeric', []), applicant)).toMatchObject({ value: '9' });
  });
});
