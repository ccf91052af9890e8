import { answerQuestion } from '../answer-question';
import { couldNotAnswerMessage, type Applicant, type FormQuestion } from '../applicant';
import { applicantOf, type ApplicantDataOf } from '../corpus/applicant-of';

const data: ApplicantDataOf = {
  email: 'ada@example.com',
  linkedinEmail: 'ada.linkedin@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  noticePeriodDays: 30,
  currentPay: '9 LPA',
  expectedPay: '12 LPA',
  custom: {
    'Are you authorised to work in Germany': 'Yes',
    'Do you require visa sponsorship?': 'No',
    'Mobile phone number': '+49 151 2345 6789',
    'Which languages do you speak?': 'English, German',
  },
  resumeText: [
    'Ada Lovelace — Senior Software Engineer',
    '8 years of experience building web platforms.',
    '5 years of experience with Python and 3 years with Django.',
    'Skills: TypeScript (4 years), React.js: 2+ yrs, Kubernetes',
  ].join('\n'),
  followCompanies: false,
};
const applicant: Applicant = applicantOf(data);

const q = (label: string, kind: FormQuestion['kind'] = 'text', options: string[] = [], required = true) => ({
  label,
  kind,
  options,
  required,
});

describe('answerQuestion: contact details', () => {
  it('chooses the LinkedIn account email among the offered addresses', () => {
    expect(
      answerQuestion(q('Email address', 'select', ['other@example.com', 'ada.linkedin@example.com']), applicant),
    ).toEqual({
      answered: true,
      value: 'ada.linkedin@example.com',
      source: 'linkedin_account',
    });
  });

  it('does not pick an address that is not the user’s', () => {
    expect(answerQuestion(q('Email address', 'select', ['someone@else.com']), applicant).answered).toBe(false);
  });

  it('takes the phone and its country from the user’s own phone answer', () => {
    expect(answerQuestion(q('Mobile phone number'), applicant)).toEqual({
      answered: true,
      value: '+49 151 2345 6789',
      source: 'custom_information',
    });
    expect(
      answerQuestion(
        q('Phone country code', 'select', ['United States (+1)', 'Germany (+49)', 'India (+91)']),
        applicant,
      ),
    ).toEqual({ answered: true, value: 'Germany (+49)', source: 'custom_information' });
  });

  it('finds a phone number written in the resume when the user gave none', () => {
    const other = applicantOf({ ...data, custom: {}, resumeText: 'Ada\nPhone: +91 98765 43210\nPython' });
    expect(answerQuestion(q('Mobile phone number'), other)).toEqual({
      answered: true,
      value: '9876543210',
      source: 'resume',
    });
    expect(answerQuestion(q('Phone country code', 'select', ['Germany (+49)', 'India (+91)']), other)).toMatchObject({
      value: 'India (+91)',
    });
  });

  it('has no phone when neither the user nor the resume gives one', () => {
    expect(
      answerQuestion(q('Mobile phone number'), applicantOf({ ...data, custom: {}, resumeText: '' })).answered,
    ).toBe(false);
  });
});

describe('answerQuestion: notice period and pay', () => {
  it('answers the notice period in the unit asked, only when it makes whole units', () => {
    expect(answerQuestion(q('Notice period (in days)', 'numeric'), applicant)).toMatchObject({ value: '30' });
    // 30 days is 4.3 weeks: neither 4 nor 5 is what the user said.
    expect(answerQuestion(q('What is your notice period in weeks?', 'numeric'), applicant).answered).toBe(false);
    expect(
      answerQuestion(
        q('What is your notice period in weeks?', 'numeric'),
        applicantOf({ ...data, noticePeriodDays: 14 }),
      ),
    ).toMatchObject({ value: '2', source: 'extra_information' });
    expect(answerQuestion(q('Notice period in months', 'numeric'), applicant)).toMatchObject({ value: '1' });
  });

  it('answers pay as written for text, as a number for numeric fields', () => {
    expect(answerQuestion(q('What is your current CTC?'), applicant)).toMatchObject({ value: '9 LPA' });
    expect(answerQuestion(q('Current salary (annual)', 'numeric'), applicant)).toMatchObject({ value: '900000' });
    expect(answerQuestion(q('What is your expected salary?', 'numeric'), applicant)).toMatchObject({
      value: '1200000',
      source: 'extra_information',
    });
    const dollars = applicantOf({ ...data, expectedPay: '50,000 $/year' });
    expect(answerQuestion(q('Desired salary', 'numeric'), dollars)).toMatchObject({ value: '50000' });
  });

  it('answers 0 and immediately for a fresher, and the expected pay as saved', () => {
    const fresher = applicantOf({ ...data, noticePeriodDays: 0, currentPay: '' });
    expect(answerQuestion(q('Current CTC', 'numeric'), fresher)).toMatchObject({ value: '0' });
    expect(answerQuestion(q('Notice period', 'numeric'), fresher)).toMatchObject({ value: '0' });
    expect(
      answerQuestion(
        q('How soon can you join? Notice period', 'select', ['Immediately', '1 month', '3 months']),
        fresher,
      ),
    ).toMatchObject({ value: 'Immediately' });
    expect(answerQuestion(q('Expected pay'), fresher)).toMatchObject({ value: '12 LPA' });
  });

  it('does not answer pay or notice the user never gave', () => {
    const empty = applicantOf({ ...data, noticePeriodDays: null, currentPay: null, expectedPay: null });
    expect(answerQuestion(q('Notice period'), empty).answered).toBe(false);
    expect(answerQuestion(q('Current salary'), empty).answered).toBe(false);
    expect(answerQuestion(q('Expected salary'), empty).answered).toBe(false);
  });

  it('refuses a pay that is not one number for a numeric field', () => {
    const vague = applicantOf({ ...data, expectedPay: 'between 50 and 60k' });
    expect(answerQuestion(q('Expected salary', 'numeric'), vague).answered).toBe(false);
  });
});

describe('answerQuestion: custom information', () => {
  it('matches the user’s question in other words and spelling', () => {
    expect(
      answerQuestion(q('Are you legally authorized to work in Germany?', 'radio', ['Yes', 'No']), applicant),
    ).toEqual({
      answered: true,
      value: 'Yes',
      source: 'custom_information',
    });
    expect(
      answerQuestion(q('Will you now or in the future require visa sponsorship?', 'select', ['Yes', 'No']), applicant),
    ).toMatchObject({ value: 'No', source: 'custom_information' });
    expect(
      answerQuestion(q('Do you require sponsorship for a visa?', 'select', ['Yes', 'No']), applicant),
    ).toMatchObject({
      value: 'No',
    });
  });

  it('never answers a question about another country with the user’s answer about Germany', () => {
    expect(answerQuestion(q('Are you authorized to work in France?', 'radio', ['Yes', 'No']), applicant).answered).toBe(
      false,
    );
  });

  it('chooses each option a checkbox answer names', () => {
    expect(
      answerQuestion(q('Which languages do you speak?', 'checkbox', ['English', 'French', 'German']), applicant),
    ).toEqual({ answered: true, value: ['English', 'German'], source: 'custom_information' });
  });

  it('refuses an answer that is none of the options', () => {
    const odd = applicantOf({ ...data, custom: { 'Do you have a driving licence?': 'Sometimes' } });
    expect(answerQuestion(q('Do you have a driving licence?', 'radio', ['Yes', 'No']), odd).answered).toBe(false);
  });
});

describe('answerQuestion: years of experience from the resume', () => {
  it('reads the years the resume states for the skill asked', () => {
    const years = (label: string) => answerQuestion(q(label, 'numeric'), applicant);
    expect(years('How many years of experience do you have with Python?')).toEqual({
      answered: true,
      value: '5',
      source: 'resume',
    });
    expect(years('How many years of work experience do you have with Django?')).toMatchObject({ value: '3' });
    expect(years('How many years of TypeScript experience do you have?')).toMatchObject({ value: '4' });
    expect(years('Years of experience with React.js')).toMatchObject({ value: '2' });
    expect(years('How many years of experience do you have?')).toMatchObject({ value: '8' });
  });

  it('does not guess years the resume does not state', () => {
    expect(
      answerQuestion(q('How many years of experience do you have with Kubernetes?', 'numeric'), applicant).answered,
    ).toBe(false);
    expect(
      answerQuestion(q('How many years of experience do you have with Java?', 'numeric'), applicant).answered,
    ).toBe(false);
  });
});

describe('answerQuestion: years in a resume whose lines were wrapped (text from a PDF)', () => {
  const wrapped: Applicant = applicantOf({
    ...data,
    resumeText: [
      'Jane Doe. Full stack developer in Toronto. 5 years of experience with Python. 4',
      'years of experience with JavaScript. 3 years of',
      'experience with PostgreSQL. 2 years of experience',
      'with AWS. 6 years of experience with',
      'Docker.',
      'Skills',
      'Go: 6 years',
      'Kubernetes',
    ].join('\n'),
  });
  const years = (skill: string) =>
    answerQuestion(q(`How many years of work experience do you have with ${skill}?`, 'numeric'), wrapped);

  it('reads a statement that runs on to the next line', () => {
    expect(years('Python')).toMatchObject({ value: '5' });
    expect(years('JavaScript')).toMatchObject({ value: '4' });
    expect(years('PostgreSQL')).toMatchObject({ value: '3' });
    expect(years('AWS')).toMatchObject({ value: '2' });
    expect(years('Docker')).toMatchObject({ value: '6' });
  });

  it('keeps the lines of a list apart: a skill on its own line has no years', () => {
    expect(years('Go')).toMatchObject({ value: '6' });
    expect(years('Kubernetes').answered).toBe(false);
  });
});

describe('answerQuestion: anything else', () => {
  it('does not answer a question nothing in the user’s data answers', () => {
    expect(answerQuestion(q('Why do you want to work here?', 'textarea'), applicant)).toMatchObject({
      answered: false,
    });
  });

  it('names the question in the failure message the user reads', () => {
    expect(couldNotAnswerMessage('Do you have a security clearance?')).toBe(
      'Could not answer: "Do you have a security clearance?". Add it under Additional Information.',
    );
  });
});

describe('answerQuestion: the phone country among countries sharing a code', () => {
  const plusOne = ['United States (+1)', 'American Samoa (+1)', 'Canada (+1)', 'Jamaica (+1)', 'Germany (+49)'];
  const american = applicantOf({ ...data, custom: { 'Mobile phone number': '+1 415 555 0134' } });
  const countryCode = (current?: string[]) => ({ ...q('Phone country code', 'select', plusOne), current });

  it('keeps the pre-selected country when its code is the user’s (+1 with "United States (+1)")', () => {
    expect(answerQuestion(countryCode(['United States (+1)']), american)).toEqual({
      answered: true,
      value: 'United States (+1)',
      source: 'custom_information',
    });
  });

  it('chooses by the country the user names, whatever LinkedIn pre-selected', () => {
    const canadian = { ...american, custom: { ...american.custom, 'Where do you live?': 'Toronto, Canada' } };
    expect(answerQuestion(countryCode(['United States (+1)']), canadian)).toMatchObject({ value: 'Canada (+1)' });
    const named = { ...american, custom: { 'Mobile phone number': '+1 415 555 0134', 'Phone country code': 'USA' } };
    expect(answerQuestion(countryCode(['Jamaica (+1)']), named)).toMatchObject({ value: 'United States (+1)' });
  });

  it('does not keep a pre-selected country whose code is not the user’s, nor pick one of many +1 countries', () => {
    // +1 555 …: no area code of any one country, so the number does not say which +1 country it is.
    const unplaced = applicantOf({ ...data, custom: { 'Mobile phone number': '+1 555 555 0134' } });
    expect(answerQuestion(countryCode(['Germany (+49)']), unplaced).answered).toBe(false);
    expect(answerQuestion(countryCode(), unplaced).answered).toBe(false);
  });

  it('chooses the country the number itself belongs to (415 is a US area code, 416 a Canadian one)', () => {
    expect(answerQuestion(countryCode(['Germany (+49)']), american)).toMatchObject({ value: 'United States (+1)' });
    const toronto = applicantOf({ ...data, custom: { 'Mobile phone number': '+1 416 555 0134' } });
    expect(answerQuestion(countryCode(), toronto)).toMatchObject({
      value: 'Canada (+1)',
      source: 'custom_information',
    });
  });

  it('keeps the member’s pre-selected country when the number has no code to disagree', () => {
    const local = applicantOf({ ...data, custom: { 'Mobile phone number': '415 555 0134' } });
    expect(answerQuestion(countryCode(['Canada (+1)']), local)).toEqual({
      answered: true,
      value: 'Canada (+1)',
      source: 'linkedin_saved',
    });
  });
});

describe('answerQuestion: a lone consent checkbox', () => {
  const box = (label: string, option: string, required = true) => q(label, 'checkbox', [option], required);

  it('ticks a required consent to the application’s terms or to its accuracy', () => {
    expect(
      answerQuestion(box('I agree to the terms and privacy policy of this employer.', 'I Agree Terms & Conditions'), {
        ...applicant,
        custom: {},
      }),
    ).toEqual({ answered: true, value: ['I Agree Terms & Conditions'], source: 'profile' });
    expect(
      answerQuestion(box('I confirm that the information I provided is accurate and complete.', 'I agree'), applicant)
        .answered,
    ).toBe(true);
  });

  it('chooses the one option of a required choice that agrees to the employer’s notice', () => {
    const choice = q('I have read the applicant privacy notice of this company.', 'select', ['Understood and agreed']);
    expect(answerQuestion(choice, applicant)).toMatchObject({ answered: true, value: 'Understood and agreed' });
    // Two options are a choice the user makes.
    const two = q('I have read the applicant privacy notice of this company.', 'select', ['I agree', 'I do not agree']);
    expect(answerQuestion(two, applicant).answered).toBe(false);
  });

  it('never ticks marketing, sharing or optional boxes', () => {
    expect(answerQuestion(box('I agree to receive marketing emails and offers', 'I agree'), applicant).answered).toBe(
      false,
    );
    expect(answerQuestion(box('I agree to the terms', 'I agree', false), applicant).answered).toBe(false);
    expect(answerQuestion(box('Mark job as a top choice', 'Yes'), applicant).answered).toBe(false);
  });
});
