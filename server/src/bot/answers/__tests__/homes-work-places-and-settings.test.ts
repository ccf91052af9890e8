import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A tester in Hyderabad who would move, and works hybrid.
const ravi = applicantOf({
  email: 'ravi@example.com',
  linkedinEmail: 'ravi@example.com',
  firstName: 'Ravi',
  lastName: 'Kumar',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  custom: {
    'Are you willing to relocate?': 'Yes',
    'Are you comfortable working in a hybrid setting?': 'Yes',
  },
  resumeText: ['Ravi Kumar', 'Hyderabad, India | +91 98480 11111 | ravi@example.com'].join('\n'),
  followCompanies: false,
});

// A recruiter in Boston who will not move, and commutes to the office.
const ellen = applicantOf({
  email: 'ellen@example.com',
  linkedinEmail: 'ellen@example.com',
  firstName: 'Ellen',
  lastName: 'Price',
  noticePeriodDays: 14,
  currentPay: '',
  expectedPay: '',
  custom: {
    'Are you willing to relocate?': 'No',
    'Are you comfortable commuting to the office?': 'Yes',
    'Are you legally authorized to work in the US?': 'Yes',
    'Do you require visa sponsorship?': 'No',
  },
  resumeText: ['Ellen Price', 'Boston, MA | (617) 555-0123 | ellen@example.com'].join('\n'),
  followCompanies: false,
});

describe('where one is based, asked after context or with another place after "or"', () => {
  it('reads the wh- question after what the job offers', () => {
    const cities = ['Berlin', 'Madrid', 'Other'];
    const label = 'This position can sit in Berlin or Madrid. Where do you currently live?';
    expect(said(answerQuestion(q(label, 'select', cities), ravi))).toBe('Other');
    expect(said(answerQuestion(q('We hire in Berlin and Madrid. Which city are you in?', 'text'), ellen))).toBe(
      'Boston',
    );
  });

  it('never reads a wh- question after context as a yes / no about the places named', () => {
    expect(said(answerQuestion(q('Our offices are in Austin and Denver. Where are you based?', 'text'), ellen))).toBe(
      'Boston',
    );
  });

  it('answers where one lives when another place is offered after "or"', () => {
    expect(said(answerQuestion(q('Where are you located, or where do you intend to work from?', 'text'), ravi))).toBe(
      'Hyderabad',
    );
    // Two questions joined by "and" stay two.
    expect(said(answerQuestion(q('Where are you based and where would you like to work?', 'text'), ravi))).toBe(
      'asked',
    );
  });

  it('keeps the job location one applies for a preference', () => {
    expect(said(answerQuestion(q('Which location are you applying for?', 'text'), ravi))).toBe('asked');
  });
});

describe('a home none of the places offered', () => {
  it('chooses the one option for anywhere else where every place offered is far', () => {
    expect(said(answerQuestion(q('Current location', 'select', ['Austin', 'Denver', 'Elsewhere']), ravi))).toBe(
      'Elsewhere',
    );
    expect(
      said(
        answerQuestion(q('Which country do you live in?', 'select', ['Germany', 'Spain', 'None of the above']), ellen),
      ),
    ).toBe('None of the above');
    const specify = ['Austin', 'Denver', 'Other (please specify)'];
    expect(said(answerQuestion(q('Where are you based?', 'select', specify), ravi))).toBe('Other (please specify)');
    expect(said(answerQuestion(q('Region', 'select', ['India', 'United States', 'Europe', 'Other']), ellen))).toBe(
      'United States',
    );
  });

  it('asks where an offered place is near home or cannot be placed', () => {
    // Worcester is an hour from Boston: whether that is "Other" is the user's to say.
    expect(said(answerQuestion(q('Location', 'select', ['Worcester, MA', 'Seattle', 'Other']), ellen))).toBe('asked');
    expect(said(answerQuestion(q('Location', 'select', ['Zorblax', 'Seattle', 'Other']), ellen))).toBe('asked');
  });
});

describe('working in a city with no setting named', () => {
  it('is a yes in the city one lives in', () => {
    expect(said(answerQuestion(yesNo('Would you be happy working in Hyderabad?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is Boston an acceptable job location for you?'), ellen))).toBe('Yes');
  });

  it('far from home, is the answer about relocating within the country, and asked abroad', () => {
    expect(said(answerQuestion(yesNo('Can you work out of Chennai?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you fine with Kolkata as the job location?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you work out of Chennai?'), ellen))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you be happy working in Boston?'), ravi))).toBe('asked');
  });

  it('asks where a setting, hours or terms are named', () => {
    expect(said(answerQuestion(yesNo('Can you work out of our Hyderabad office?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you work in Hyderabad on weekends?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you work in Boston on a contract basis?'), ellen))).toBe('asked');
  });
});

describe('office days named with working from the office', () => {
  it('stays the setting itself, which the answers about commuting or hybrid work do not speak to', () => {
    expect(said(answerQuestion(yesNo('Is 2 days WFO okay for you?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you fine working from the office 3 days a week?'), ellen))).toBe('asked');
  });
});

describe('settings and relocating in more shapes', () => {
  it('never reads a negated setting or a home office as a way of working', () => {
    const remote = applicantOf({
      email: 'r@example.com',
      linkedinEmail: 'r@example.com',
      firstName: 'R',
      lastName: 'K',
      noticePeriodDays: 30,
      currentPay: '',
      expectedPay: '',
      custom: { 'Are you comfortable working remotely?': 'Yes' },
      resumeText: 'R K\nHyderabad, India',
      followCompanies: false,
    });
    expect(said(answerQuestion(yesNo('Would you take a non-remote role?'), remote))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have a dedicated home office for remote work?'), remote))).toBe('asked');
  });

  it('reads the trouble put after the thing the other way round', () => {
    expect(said(answerQuestion(yesNo('Would moving to Pune for this role be an issue?'), ravi))).toBe('No');
    expect(said(answerQuestion(yesNo('Would relocating be a concern for you?'), ellen))).toBe('Yes');
  });

  it('keeps relocating with travel, shifts or by a deadline a no only', () => {
    expect(said(answerQuestion(yesNo('Are you open to relocation and frequent travel?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you relocate to Pune before the joining date?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you open to relocation and frequent travel?'), ellen))).toBe('No');
  });

  it('takes the plain yes beside a yes on terms, and asks where every yes has terms', () => {
    const options = ['Happy to move', 'Happy to move given a relocation bonus', 'Not happy to move'];
    expect(said(answerQuestion(q('Would you be willing to move to Chennai?', 'select', options), ravi))).toBe(
      'Happy to move',
    );
    const terms = ['Happy to move given a bonus', 'Happy to move at my own expense', 'Not happy to move'];
    expect(said(answerQuestion(q('Would you be willing to move to Chennai?', 'select', terms), ravi))).toBe('asked');
  });

  it('never takes an already-there option for a yes to moving', () => {
    const options = ['Yes, with a relocation package', 'Yes, already in Lisbon', 'No'];
    expect(said(answerQuestion(q('Would you be willing to move to Lisbon?', 'select', options), ravi))).toBe('asked');
    const plain = ['Yes, I would move', 'Yes, I already live in Lisbon', 'No', 'Not sure'];
    expect(said(answerQuestion(q('Would you be willing to move to Lisbon?', 'select', plain), ravi))).toBe(
      'Yes, I would move',
    );
    expect(said(answerQuestion(q('Would you be willing to move to Lisbon?', 'select', plain), ellen))).toBe('No');
  });
});

describe('two yes / no questions in one field', () => {
  it('answers only where the data gives both the same answer', () => {
    expect(said(answerQuestion(yesNo('Do you live in India? Are you open to relocating?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in Germany? Are you willing to move to Berlin?'), ellen))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you live in the US? Are you willing to move to Denver?'), ellen))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Do you live in India? Can you work daily in our office?'), ravi))).toBe('asked');
  });

  it('asks where a later question points back at the first', () => {
    expect(said(answerQuestion(yesNo('Do you have a notice period? Is it longer than 10 days?'), ravi))).toBe('asked');
  });
});

describe('whether one would live somewhere for the job', () => {
  it('is yes where one lives, the answer about moving elsewhere in the country, and only a no abroad', () => {
    expect(said(answerQuestion(yesNo('Could you live in Hyderabad for this role?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you comfortable being based in Kolkata?'), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you prepared to be based in Dublin?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you stay in Denver for this job?'), ellen))).toBe('No');
    expect(said(answerQuestion(yesNo('Could you be based in Boston?'), ellen))).toBe('Yes');
  });
});

describe('help or a deadline beside relocating', () => {
  it('takes help that can be given as the terms, and a deadline as a no only', () => {
    const help = 'Would you move to Chennai? Relocation support could be provided.';
    expect(said(answerQuestion(yesNo(help.replace('move', 'be willing to move')), ravi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you open to relocating in the next 20 days?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you open to relocating in the next 20 days?'), ellen))).toBe('No');
  });
});

describe('where one lives, with what the employer cannot offer after it', () => {
  it('is still where one lives, never the sponsorship the statement names', () => {
    const label = 'Are you living in the United States? Note that we are unable to sponsor work visas.';
    expect(said(answerQuestion(yesNo(label), ellen))).toBe('Yes');
    expect(said(answerQuestion(yesNo(label), ravi))).toBe('No');
  });
});

describe('the past, an interview or what one has, beside a place', () => {
  it('asks where one lived before, which where one lives now does not say', () => {
    expect(said(answerQuestion(yesNo('Have you ever lived in Boston?'), ravi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Did you previously reside in India?'), ellen))).toBe('asked');
  });

  it('never reads an interview there or a way to get there as working there', () => {
    expect(said(answerQuestion(yesNo('Could you attend a panel interview in Chennai?'), ellen))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you own a car to reach our Chennai office?'), ellen))).toBe('asked');
  });
});

describe('where something else is', () => {
  it('never answers the home for an employer, a school, a birth or a passport', () => {
    for (const label of [
      'Where is your present employer based?',
      'Location of your college',
      'Country of birth',
      'Passport issuing country',
      'Which city are you most interested in?',
    ])
      expect(said(answerQuestion(q(label, 'text'), ellen))).toBe('asked');
    expect(said(answerQuestion(q('City of residence', 'text'), ellen))).toBe('Boston');
  });
});

describe('a driving licence of a named country', () => {
  const driver = applicantOf({
    email: 'd@example.com',
    linkedinEmail: 'd@example.com',
    firstName: 'D',
    lastName: 'R',
    noticePeriodDays: 30,
    currentPay: '',
    expectedPay: '',
    custom: { "Do you have a valid driver's license?": 'Yes' },
    resumeText: 'D R\nBoston, MA',
    followCompanies: false,
  });

  it("is the user's yes only where they live, and their no anywhere", () => {
    expect(said(answerQuestion(yesNo('Do you hold a valid driving licence in Canada?'), driver))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you hold a valid US driving licence?'), driver))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you hold a valid driving licence in Canada?'), ravi))).toBe('asked');
  });
});
