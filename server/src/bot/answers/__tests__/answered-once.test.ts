import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf, type ApplicantDataOf } from '../corpus/applicant-of';

const q = formQuestion;
const yesNo = yesNoQuestion;

const data: ApplicantDataOf = {
  email: 'lee@example.com',
  linkedinEmail: 'lee.li@example.com',
  firstName: 'Lee',
  lastName: 'Okafor',
  noticePeriodDays: 28,
  currentPay: null,
  expectedPay: null,
  custom: {
    // Given under "Answers needed" for one posting's wording…
    'How many years of experience do you have with Rust?': '2.5',
    'What city do you live in?': 'Austin, TX',
  },
  answeredWhenAsked: ['How many years of experience do you have with Rust?', 'What city do you live in?'],
  followCompanies: false,
  resumeText: [
    'Lee Okafor — Senior Backend Developer',
    '7 years of experience building APIs.',
    'Phone: +1 512 555 0199 | lee@example.com | lee.dev',
    'B.Sc. in Computer Engineering, University of Texas, 2016, GPA 3.7',
    'Languages: English (Native), French (Professional working)',
  ].join('\n'),
};
const lee = applicantOf(data);

// …and another posting words the same question otherwise: the one answer serves, in the unit asked.
describe('an answer given once answers every wording of its meaning', () => {
  it('years with a skill: the figure, in months, as a threshold, as a range', () => {
    expect(answerQuestion(q('Rust experience (years)', 'numeric', [], { wholeNumber: false }), lee)).toEqual({
      answered: true,
      value: '2.5',
      source: 'answers_needed',
    });
    expect(
      answerQuestion(q('How many months have you used Rust?', 'numeric', [], { wholeNumber: true }), lee),
    ).toMatchObject({
      value: '30',
    });
    expect(answerQuestion(yesNo('Do you have 3+ years of Rust experience?'), lee)).toMatchObject({ value: 'No' });
    expect(answerQuestion(q('Years with Rust', 'select', ['0-1', '2-4', '5+']), lee)).toMatchObject({ value: '2-4' });
  });

  it('where the user lives: city, "City, Country", a named place far away, the phone’s country', () => {
    expect(answerQuestion(q('Current city'), lee)).toMatchObject({ value: 'Austin', source: 'answers_needed' });
    expect(answerQuestion(q('Location', 'text', [], { description: 'City, Country' }), lee)).toMatchObject({
      value: 'Austin, TX, United States',
    });
    expect(answerQuestion(yesNo('Are you currently located in Seattle, WA?'), lee)).toMatchObject({ value: 'No' });
    expect(answerQuestion(yesNo('Do you live within 30 miles of Round Rock, Texas?'), lee)).toMatchObject({
      value: 'Yes',
    });
    expect(
      answerQuestion(q('Phone country code', 'select', ['Canada (+1)', 'United States (+1)', 'Nigeria (+234)']), lee),
    ).toMatchObject({ value: 'United States (+1)', source: 'resume' });
  });

  it('the resume’s facts, converted: international phone, notice in weeks, degree subject, school, languages', () => {
    expect(answerQuestion(q('Phone (with country code)'), lee)).toMatchObject({ value: '+15125550199' });
    expect(answerQuestion(q('Notice period (weeks)', 'numeric', [], { wholeNumber: true }), lee)).toMatchObject({
      value: '4',
    });
    expect(
      answerQuestion(yesNo('Do you have a Bachelor’s degree in Computer Science or a related field?'), lee),
    ).toMatchObject({
      value: 'Yes',
    });
    expect(answerQuestion(q('University'), lee)).toMatchObject({ value: 'University of Texas' });
    expect(answerQuestion(q('Which languages do you speak?'), lee)).toMatchObject({ value: 'English, French' });
    expect(
      answerQuestion(
        q('French proficiency', 'select', [
          'Elementary proficiency',
          'Limited working proficiency',
          'Professional working proficiency',
          'Full professional proficiency',
          'Native or bilingual proficiency',
        ]),
        lee,
      ),
    ).toMatchObject({ value: 'Professional working proficiency' });
  });

  it('never invents: a role that is not the user’s title, a day rate, a country not given', () => {
    expect(answerQuestion(q('How many years have you worked as a data engineer?', 'numeric'), lee).answered).toBe(
      false,
    );
    expect(answerQuestion(q('How many years have you worked as a backend engineer?', 'numeric'), lee)).toMatchObject({
      value: '7',
    });
    expect(answerQuestion(q('What day rate do you expect?'), lee).answered).toBe(false);
    expect(answerQuestion(yesNo('Are you legally authorized to work in the United Kingdom?'), lee).answered).toBe(
      false,
    );
  });
});
