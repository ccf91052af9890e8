import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// A designer in Denver who would move, and works hybrid.
const maya = applicantOf({
  email: 'maya@example.com',
  linkedinEmail: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Ortiz',
  noticePeriodDays: 14,
  currentPay: '',
  expectedPay: '',
  custom: {
    'Are you willing to relocate?': 'Yes',
    'Are you comfortable working in a hybrid setting?': 'Yes',
  },
  resumeText: ['Maya Ortiz', 'Denver, CO | (303) 555-0199 | maya@example.com'].join('\n'),
  followCompanies: false,
});

// An analyst in Gurgaon who will not move.
const kabir = applicantOf({
  email: 'kabir@example.com',
  linkedinEmail: 'kabir@example.com',
  firstName: 'Kabir',
  lastName: 'Singh',
  noticePeriodDays: 60,
  currentPay: '',
  expectedPay: '',
  custom: { 'Are you willing to relocate?': 'No' },
  resumeText: ['Kabir Singh', 'Gurgaon, India | +91 98100 22222 | kabir@example.com'].join('\n'),
  followCompanies: false,
});

describe('how near the user lives, in other words', () => {
  it('reads "within N miles of", with or without "a … radius"', () => {
    expect(said(answerQuestion(yesNo('Are you within 30 miles of Denver, CO?'), maya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you currently within 40 km of Boulder?'), maya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you within 20 miles of Phoenix, AZ?'), maya))).toBe('No');
    // Between near and far, the distance does not settle it.
    expect(said(answerQuestion(yesNo('Are you within 10 miles of Colorado Springs?'), maya))).toBe('asked');
  });

  it('reads a driving or commutable distance as commuting', () => {
    expect(said(answerQuestion(yesNo('Are you within driving distance of Phoenix?'), maya))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you live within commutable distance of Mumbai?'), kabir))).toBe('No');
    // Near home, a distance is one living there is within (whether they would commute is another question).
    expect(said(answerQuestion(yesNo('Are you within driving distance of Denver?'), maya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you commute to Denver?'), maya))).toBe('asked');
  });

  it('reads "New York" alone as the state, "New York, NY" as the city, and Delhi NCR as Delhi', () => {
    expect(said(answerQuestion(yesNo('Are you currently located in New York?'), maya))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you open to working on-site in New York, NY?'), kabir))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you living in Delhi NCR?'), kabir))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you living in Delhi NCR?'), maya))).toBe('No');
  });

  it('reads going to the office fewer than five days a week as hybrid there', () => {
    expect(said(answerQuestion(yesNo('Can you come to our Denver office 3 days a week?'), maya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you come into our Denver office two days per week?'), maya))).toBe('Yes');
    // Every working day is on site, which she never spoke to; working from the office is the setting itself.
    expect(said(answerQuestion(yesNo('Can you come to our Denver office 5 days a week?'), maya))).toBe('asked');
    expect(said(answerQuestion(yesNo('Can you work from our Denver office 3 days a week?'), maya))).toBe('asked');
  });
});

describe('relocating on terms', () => {
  it('reads moving to a country named with "the" as relocating there', () => {
    expect(said(answerQuestion(yesNo('Would you be willing to move to the Netherlands?'), maya))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you open to moving to the UK?'), kabir))).toBe('No');
    // "The role" is no place.
    expect(said(answerQuestion(yesNo('Are you willing to move to the night shift?'), maya))).toBe('asked');
  });

  it('keeps the plain answer when help with moving is offered, asks a yes when it is withheld', () => {
    expect(
      said(answerQuestion(yesNo('Would you relocate to Austin if the company provides a relocation package?'), maya)),
    ).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you open to relocating to Pune with relocation support?'), kabir))).toBe(
      'No',
    );
    expect(said(answerQuestion(yesNo('Are you willing to relocate without relocation assistance?'), maya))).toBe(
      'asked',
    );
    expect(
      said(answerQuestion(yesNo('No relocation package is offered. Will you relocate at your own expense?'), maya)),
    ).toBe('asked');
  });
});

describe('a statement about the job, put to the applicant to accept', () => {
  it('reads "This role is hybrid in X. Is that okay?" as working there', () => {
    expect(said(answerQuestion(yesNo('This role is hybrid in Phoenix. Is that okay?'), kabir))).toBe('No');
    expect(said(answerQuestion(yesNo('The position is onsite in Seattle, WA. Does this work for you?'), kabir))).toBe(
      'No',
    );
    expect(said(answerQuestion(yesNo('This role is hybrid in Denver. Is that okay with you?'), maya))).toBe('Yes');
    // He would not move, but nothing says where the job is: asked.
    expect(said(answerQuestion(yesNo('This role is fully onsite. Is that okay?'), kabir))).toBe('asked');
  });

  it('reads working on site in a world region by its countries', () => {
    expect(said(answerQuestion(yesNo('Are you willing to work on-site in Europe?'), kabir))).toBe('No');
    // She would move, but never said she works on site: asked.
    expect(said(answerQuestion(yesNo('Are you willing to work on-site in Europe?'), maya))).toBe('asked');
  });
});

describe('starting, in other words', () => {
  it('reads availability said to be immediate as starting at once', () => {
    expect(said(answerQuestion(yesNo('Is your availability immediate?'), kabir))).toBe('No');
  });
});

describe('a yes and a no among more options', () => {
  const options = ['Willing to relocate', 'Not willing to relocate', 'Open to discussing it'];
  it('picks the option saying the answer, never the third case', () => {
    expect(said(answerQuestion(q('Willing to relocate?', 'select', options), maya))).toBe('Willing to relocate');
    expect(said(answerQuestion(q('Willing to relocate?', 'select', options), kabir))).toBe('Not willing to relocate');
  });

  it('asks when one option says the user already lives there, and where that is may be home', () => {
    const there = ['I live nearby', 'I am willing to relocate', 'I am not willing to relocate'];
    expect(said(answerQuestion(q('Are you willing to relocate?', 'select', there), maya))).toBe('asked');
    // Denver is Maya's home: "I live in Denver" may well be her answer.
    const denver = ['I live in Denver', 'I am willing to relocate to Denver', 'I am not willing to relocate'];
    expect(said(answerQuestion(q('Are you willing to relocate to Denver?', 'select', denver), maya))).toBe('asked');
  });

  it('reads no pair where two options say no or none restates the no', () => {
    expect(
      said(answerQuestion(q('Willing to relocate?', 'select', ['Not now', 'Not willing', 'Open to it']), maya)),
    ).toBe('asked');
  });
});

describe('a city by another name with its state or country', () => {
  it('chooses "Gurgaon, India" as "Gurugram, India" and back', () => {
    const options = ['Gurugram, India', 'Noida, India', 'Denver, USA', 'Other'];
    expect(said(answerQuestion(q('Where are you located?', 'select', options), kabir))).toBe('Gurugram, India');
    expect(said(answerQuestion(q('Where are you located?', 'select', options), maya))).toBe('Denver, USA');
  });
});
