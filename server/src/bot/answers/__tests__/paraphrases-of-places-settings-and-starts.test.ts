import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// In Chicago: commutes to the office, will not move; two weeks' notice.
const sarah = applicantOf({
  email: 'sarah@example.com',
  linkedinEmail: 'sarah@example.com',
  firstName: 'Sarah',
  lastName: 'Lee',
  noticePeriodDays: 14,
  currentPay: '',
  expectedPay: '',
  custom: { 'Are you willing to relocate?': 'No', 'Are you comfortable commuting to the office?': 'Yes' },
  resumeText: ['Sarah Lee', 'Chicago, IL | (312) 555-0100 | sarah@example.com'].join('\n'),
  followCompanies: false,
});
// In Pune: would move, works remotely; three months' notice.
const arjun = applicantOf({
  email: 'arjun@example.com',
  linkedinEmail: 'arjun@example.com',
  firstName: 'Arjun',
  lastName: 'Rao',
  noticePeriodDays: 90,
  currentPay: '',
  expectedPay: '',
  custom: { 'Are you willing to relocate?': 'Yes', 'Are you comfortable working remotely?': 'Yes' },
  resumeText: ['Arjun Rao', 'Pune, India | +91 99220 11111 | arjun@example.com'].join('\n'),
  followCompanies: false,
});
// In Bengaluru: works hybrid; no notice.
const priya = applicantOf({
  email: 'priya@example.com',
  linkedinEmail: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Nair',
  noticePeriodDays: 0,
  currentPay: '',
  expectedPay: '',
  custom: { 'Are you comfortable working in a hybrid setting?': 'Yes' },
  resumeText: ['Priya Nair', 'Bengaluru, India | +91 98450 22222 | priya@example.com'].join('\n'),
  followCompanies: false,
});

const answers = (label: string, options?: string[]) =>
  [sarah, arjun, priya].map((who) => said(answerQuestion(options ? q(label, 'select', options) : yesNo(label), who)));

describe('where the user lives, asked as a request, a statement or a phrase', () => {
  it('reads a request to confirm as the question it asks', () => {
    expect(answers('Please confirm whether you are located in the United States.')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Please confirm you currently reside in India')).toEqual(['No', 'Yes', 'Yes']);
    expect(answers('Confirm you are based in Chicago')).toEqual(['Yes', 'No', 'No']);
  });

  it('reads a statement of the user’s own to confirm', () => {
    expect(answers('I am currently based in the United States')).toEqual(['Yes', 'No', 'No']);
    expect(answers('I live in Pune')).toEqual(['No', 'Yes', 'No']);
    expect(answers('You are located in India')).toEqual(['No', 'Yes', 'Yes']);
  });

  it('reads a phrase without its "are you"', () => {
    expect(answers('Based in the US?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Currently residing in India?')).toEqual(['No', 'Yes', 'Yes']);
    expect(answers('US resident?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Chicago based?')).toEqual(['Yes', 'No', 'No']);
  });

  it('reads a local of a place and being within its area', () => {
    expect(answers('Are you a Chicago local?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Are you within the Chicago area?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Are you within the Pune metro area?')).toEqual(['No', 'Yes', 'No']);
  });

  it('reads a distance to commute from home as a distance, which living there is within', () => {
    expect(answers('Are you within commuting distance of Bengaluru?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Do you live within a reasonable commute of Pune?')).toEqual(['No', 'Yes', 'No']);
    // Whether they would commute is another question, which she never answered.
    expect(answers('Can you commute to our Bangalore office?')[2]).toBe('asked');
  });

  it('keeps a yes where the statement after the question only says again where one must be', () => {
    expect(answers('Are you based in the US? This role is open to US residents only.')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Are you located in India? We are hiring only in India.')).toEqual(['No', 'Yes', 'Yes']);
    // A requirement of anything else keeps only the no.
    expect(answers('Are you based in India? This role requires 5 days onsite.')).toEqual(['No', 'asked', 'asked']);
  });

  it('reads a place typed in lower case in a question with a sentence’s capitals', () => {
    expect(answers('Are you located in bangalore?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Are you based out of pune?')).toEqual(['No', 'Yes', 'No']);
    expect(answers('Is pune your current city?')).toEqual(['No', 'Yes', 'No']);
    // A word that names a place alone, followed by words that make it something else, is none.
    expect(answers('Are you willing to work in mobile development?')).toEqual(['asked', 'asked', 'asked']);
    expect(answers('Are you willing to work in reading and writing tasks?')).toEqual(['asked', 'asked', 'asked']);
  });

  it('never reads where someone is from as where they live', () => {
    expect(answers('Are you from Chicago?')).toEqual(['asked', 'asked', 'asked']);
  });
});

describe('a question after a sentence or a heading that only sets it up', () => {
  it('reads the question alone', () => {
    expect(answers('We are hiring for this position. Are you based in the US?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Quick check: is your notice period 30 days or less?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Location & availability - Is Chicago where you live?')).toEqual(['Yes', 'No', 'No']);
    expect(answers('Please answer the following question. Are you available to start in two weeks?')).toEqual([
      'Yes',
      'No',
      'Yes',
    ]);
  });

  it('never drops a set-up naming a place, a figure or a way of working', () => {
    // Read with the place, commuting there is ruled out from far away (alone it would be her yes).
    expect(answers('Our office is in Austin. Are you able to commute?')).toEqual(['No', 'No', 'No']);
    expect(answers('We are hiring in Austin. Is Chicago where you live?')).toEqual(['asked', 'asked', 'asked']);
    // Nor one that says who it is for.
    expect(answers('For applicants in India: are you comfortable working remotely?')).toEqual([
      'asked',
      'asked',
      'asked',
    ]);
  });

  it('never reads remote work with a visit to a place as working from there', () => {
    const label = 'Are you open to a remote role with occasional travel to New York?';
    expect(answers(label)[0]).toBe('asked');
  });
});

describe('the options said again, and a way not to answer beside a yes and a no', () => {
  it('reads the question without "Yes/No" after it', () => {
    expect(answers('Are you willing to relocate? — Yes/No')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Can you start immediately? Yes/No')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Are you able to join within 30 days (Yes/No)?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Are you US-based? (required)')).toEqual(['Yes', 'No', 'No']);
  });

  it('answers yes or no beside "Prefer not to say" or "N/A"', () => {
    expect(answers('Are you based in the United States?', ['Yes', 'No', 'Prefer not to say'])).toEqual([
      'Yes',
      'No',
      'No',
    ]);
    expect(answers('Are you available to start within two weeks?', ['Yes', 'No', 'N/A'])).toEqual(['Yes', 'No', 'Yes']);
  });
});

describe('work settings in other words', () => {
  it('reads agreeing to, and working from home', () => {
    expect(answers('Are you agreeable to a hybrid work setup?')).toEqual(['asked', 'asked', 'Yes']);
    expect(answers('Would you be comfortable working from home?')).toEqual(['asked', 'Yes', 'asked']);
    expect(answers('are you able to work from home')).toEqual(['asked', 'Yes', 'asked']);
  });

  it('reads being in, attending or reporting to the office so many days a week as going there', () => {
    expect(answers('Can you be in the office 3 days a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Are you able to attend the office 3 days/week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Can you report to the office 3 days a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Are you ok with 3 days a week in the office?')).toEqual(['Yes', 'asked', 'Yes']);
    // "Office" without an article, as Indian postings write it; coming or being on site.
    expect(answers('Can you come to office 3 days a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Are you open to come to office 3 days in a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Are you able to come onsite 2 days a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Can you commit to coming into the office 3 days a week?')).toEqual(['Yes', 'asked', 'Yes']);
    expect(answers('Are you able to come to the office once a week?')).toEqual(['Yes', 'asked', 'Yes']);
    // Working in the office is the setting itself, which no answer of theirs speaks to.
    expect(answers('Are you able to work in the office 3 days a week?')).toEqual(['asked', 'asked', 'asked']);
    expect(answers('Can you work onsite 3 days a week?')).toEqual(['asked', 'asked', 'asked']);
  });

  it('reads working remotely from a place as working from where one lives', () => {
    expect(answers('Are you comfortable working remotely from India?')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Are you open to remote work in India?')).toEqual(['No', 'Yes', 'asked']);
    // From a country he does not live in: moving there first, which a yes to moving does not settle.
    expect(answers('Can you work remotely from the US?')).toEqual(['asked', 'asked', 'asked']);
    // Requiring remote work is the same anywhere.
    expect(answers('Do you require a fully remote role in the US?')).toEqual(['No', 'asked', 'No']);
  });
});

describe('working at an office named by its place', () => {
  it('reads working from or out of the office there as on site, decided near home by commuting', () => {
    expect(answers('Can you work from our Chicago office?')).toEqual(['Yes', 'asked', 'asked']);
    expect(answers('Can you work out of our Chicago office?')).toEqual(['Yes', 'asked', 'asked']);
    // Far from home, a no to moving is the no; a yes to moving leaves how they would work there asked.
    expect(answers('Can you work from our Austin office?')).toEqual(['No', 'asked', 'asked']);
  });

  it('reads going there twice a week, or hybrid at one place near home, as commuting some days', () => {
    expect(answers('Can you come to the Chicago office twice a week?')).toEqual(['Yes', 'asked', 'asked']);
    expect(answers('Are you open to a hybrid role in Chicago?')).toEqual(['Yes', 'asked', 'asked']);
    // One of several places: the job may be at another.
    expect(answers('Are you open to a hybrid role in Chicago or New York?')[0]).toBe('asked');
  });
});

describe('relocating in other words', () => {
  it('reads moving to another city, moving cities and changing one’s location', () => {
    expect(answers('Are you willing to move to another city?')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Would you be willing to move to a new city for this role?')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Are you willing to move cities?')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Are you open to changing location?')).toEqual(['No', 'Yes', 'asked']);
    expect(answers('Are you willing to move for this job?')).toEqual(['No', 'Yes', 'asked']);
    // Moving to another role is no move of home.
    expect(answers('Are you willing to move to another role?')).toEqual(['asked', 'asked', 'asked']);
  });
});

describe('relocating with help the employer offers', () => {
  it('keeps the plain answer where a statement or a condition offers help with moving', () => {
    expect(answers('Are you willing to relocate to Bangalore? We offer relocation assistance.')).toEqual([
      'No',
      'Yes',
      'asked',
    ]);
    expect(answers('Are you willing to relocate? The company will cover relocation costs.')).toEqual([
      'No',
      'Yes',
      'asked',
    ]);
    expect(answers('Would you relocate to Hyderabad if we cover relocation expenses?')).toEqual(['No', 'Yes', 'asked']);
    // Help withheld leaves the yes asked.
    expect(answers('Are you willing to relocate? We do not offer relocation assistance.')).toEqual([
      'No',
      'asked',
      'asked',
    ]);
  });
});

describe('where the user lives, asked by a short phrase before the options', () => {
  it('reads "Located in", "Residing in", "Resident of", "Current base" as where they live', () => {
    const countries = ['India', 'United States', 'Canada', 'Other'];
    const chosen = (label: string) =>
      [sarah, arjun].map((who) => said(answerQuestion(q(label, 'select', countries), who)));
    expect(chosen('Located in')).toEqual(['United States', 'India']);
    expect(chosen('Residing in')).toEqual(['United States', 'India']);
    expect(chosen('Resident of')).toEqual(['United States', 'India']);
    expect(chosen('Current base')).toEqual(['United States', 'India']);
  });
});

describe('starting and notice in other words', () => {
  it('reads starting at once with more words between the verb and "immediately"', () => {
    expect(answers('Can you join the team immediately?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you come on board immediately?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Are you able to onboard immediately?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you start at once?')).toEqual(['No', 'No', 'Yes']);
  });

  it('reads taking up the role, resuming (as Nigerian forms say starting) and reporting for duty', () => {
    expect(answers('Are you able to take up the role immediately?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you resume within 2 weeks?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Can you report for duty immediately?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you start working with us immediately?')).toEqual(['No', 'No', 'Yes']);
    // A resume sent is no start.
    expect(answers('Can you send your resume immediately?')).toEqual(['asked', 'asked', 'asked']);
  });

  it('reads the first days of next month as a date only no notice surely meets', () => {
    expect(answers('Will you be able to start on the 1st of next month?')).toEqual(['asked', 'No', 'Yes']);
    // Buying out the notice is another way to be free sooner, which the notice period does not say.
    expect(answers('Can you join within 30 days by buying out your notice?')).toEqual(['asked', 'asked', 'asked']);
  });

  it('reads a phrase or a statement about starting', () => {
    expect(answers('Available to start within 30 days?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('I can join within 30 days')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Is your availability within 15 days?')).toEqual(['Yes', 'No', 'Yes']);
  });

  it('reads "not more than" as a limit the notice stays within', () => {
    expect(answers('Is your notice period not more than 30 days?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Is your notice period no longer than 1 month?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Is your notice period more than 30 days?')).toEqual(['No', 'Yes', 'No']);
  });

  it('reads a figure with a decimal as that many days, never as its digits apart', () => {
    expect(answers('Is your notice period 1.5 months or less?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Can you join within 1.5 months?')).toEqual(['Yes', 'No', 'Yes']);
    // A part of a day is not a span the notice is counted in: asked.
    expect(answers('Can you join within 2.5 weeks?')).toEqual(['asked', 'asked', 'asked']);
  });

  it('reads whether there is a notice to give at all, and a notice of none', () => {
    expect(answers('Would you need to give notice?')).toEqual(['Yes', 'Yes', 'No']);
    expect(answers('Do you need to give notice to your current employer?')).toEqual(['Yes', 'Yes', 'No']);
    expect(answers('Are you bound by a notice period?')).toEqual(['Yes', 'Yes', 'No']);
    expect(answers('Is your notice period zero?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Do you have zero notice period?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you join without any notice period?')).toEqual(['No', 'No', 'Yes']);
    expect(answers('Can you join within 30 days from the date of offer?')).toEqual(['Yes', 'No', 'Yes']);
    expect(answers('Can you come on board within 30 days?')).toEqual(['Yes', 'No', 'Yes']);
  });
});
