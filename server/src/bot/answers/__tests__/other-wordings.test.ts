import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';

const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

// A data analyst in Hyderabad, a recent graduate with a grade average on a scale of 10.
const base = {
  email: 'kavya@example.com',
  linkedinEmail: 'kavya@example.com',
  firstName: 'Kavya',
  lastName: 'Reddy',
  noticePeriodDays: 0,
  currentPay: '6 LPA',
  expectedPay: '10 LPA',
  custom: { 'Are you comfortable working remotely?': 'Yes' },
  resumeText: [
    'Kavya Reddy — Data Analyst',
    'Hyderabad, India | +91 90000 11111 | kavya@example.com',
    'Skills: SQL (2 years), Tableau (1 year), R',
    'Education: B.Tech in Electronics, JNTU Hyderabad, 2022, CGPA 8.1',
  ].join('\n'),
  followCompanies: false,
};
const applicant = applicantOf(base);

describe('other wordings of the questions the engine knows', () => {
  it('consent: agreeing to the application’s own terms asked as yes / no; anything beyond is asked', () => {
    expect(said(answerQuestion(yesNo('Do you agree to our candidate privacy notice?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('I confirm the information in my application is accurate'), applicant))).toBe(
      'Yes',
    );
    expect(said(answerQuestion(yesNo('Do you agree to be contacted about future opportunities?'), applicant))).toBe(
      'asked',
    );
    expect(
      said(answerQuestion(q('Do you agree to our privacy notice?', 'select', ['Agree', 'Disagree']), applicant)),
    ).toBe('asked');
  });

  it('contact: a phone asked without its country code is the national number', () => {
    expect(said(answerQuestion(q('Mobile (without country code)'), applicant))).toBe('9000011111');
    expect(said(answerQuestion(q('Contact no.'), applicant))).toBe('9000011111');
  });

  it('experience: knowledge of a skill is experience with it; knowing it well is a level, asked', () => {
    expect(said(answerQuestion(yesNo('Do you have working knowledge of SQL?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have knowledge of R?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have expert knowledge of SQL?'), applicant))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you know anyone who works here?'), applicant))).toBe('asked');
  });

  it('experience: the skill before "years of experience" is the one asked, not the total', () => {
    expect(said(answerQuestion(q('Tableau - years of experience'), applicant))).toBe('1');
    expect(said(answerQuestion(q('SQL (years of experience)'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Yrs of exp in SQL'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Power BI - years of experience'), applicant))).toBe('asked');
  });

  it('pay: "exp CTC" is the expected one', () => {
    expect(said(answerQuestion(q('Exp CTC'), applicant))).toBe('10 LPA');
  });

  it('education-fact: the grade average of the degree, on a scale of 10 only', () => {
    expect(said(answerQuestion(q('B.Tech CGPA'), applicant))).toBe('8.1');
    expect(said(answerQuestion(q('What is your CGPA (out of 10)?'), applicant))).toBe('8.1');
    expect(said(answerQuestion(q('GPA (out of 4.0)'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('12th percentage'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('CGPA / percentage'), applicant))).toBe('asked');
  });

  it('logistics: starting right away, availability to join, "can you work remotely"', () => {
    expect(said(answerQuestion(yesNo('Can you start right away?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you available immediately?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(q('How early can you join?'), applicant))).toBe('Immediately');
    expect(said(answerQuestion(yesNo('Can you work remotely?'), applicant))).toBe('Yes');
  });

  it('logistics: moving to a place in other words is relocating', () => {
    const relocating = applicantOf({ ...base, custom: { 'Are you willing to relocate?': 'Yes' } });
    expect(said(answerQuestion(yesNo('Are you willing to shift to Pune?'), relocating))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Open for Chennai as work location'), relocating))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you willing to move to a contract role?'), relocating))).toBe('asked');
  });

  it('work-authorization: holding a country’s work authorization', () => {
    const authorized = applicantOf({ ...base, custom: { 'Are you authorized to work in India?': 'Yes' } });
    expect(said(answerQuestion(yesNo('Do you have valid work authorization for India?'), authorized))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have US work authorization?'), authorized))).toBe('asked');
  });

  it('education: a completed graduation, a four-year college degree, a named degree’s graduate', () => {
    expect(said(answerQuestion(yesNo('Have you completed your graduation?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a four year college degree?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a B.Tech graduate?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a graduate degree?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('What year did you graduate high school?'), applicant))).toBe('asked');
  });

  it('language: a level asked as a rating, on LinkedIn’s scale', () => {
    const scale = ['None', 'Conversational', 'Professional', 'Native or bilingual'];
    const speaker = applicantOf({
      ...base,
      resumeText: `${base.resumeText}\nLanguages: English (Professional), Telugu (Native)`,
    });
    expect(said(answerQuestion(q('How would you rate your English?', 'select', scale), speaker))).toBe('Professional');
    expect(said(answerQuestion(q('What is your Telugu level?', 'select', scale), speaker))).toBe('Native or bilingual');
  });

  it('notice: a limit it exceeds, "or equal to", and joining "in" so many days', () => {
    const serving = applicantOf({ ...base, noticePeriodDays: 45 });
    expect(said(answerQuestion(yesNo('Is your notice period more than 30 days?'), serving))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a notice period of 60 days or more?'), serving))).toBe('No');
    expect(said(answerQuestion(yesNo('Is your notice period less than or equal to 45 days?'), serving))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you join in 30 days?'), serving))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you join in 2 months?'), serving))).toBe('Yes');
  });

  it('contact: another number or address than the one given is asked; a candidate’s name is theirs', () => {
    expect(said(answerQuestion(q('Alternate contact number'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('Secondary email'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('Candidate name'), applicant))).toBe('Kavya Reddy');
  });

  it('link: a user name is a part of the link, asked', () => {
    const coder = applicantOf({ ...base, resumeText: `${base.resumeText}\ngithub.com/kavyar` });
    expect(said(answerQuestion(q('GitHub profile'), coder))).toBe('https://github.com/kavyar');
    expect(said(answerQuestion(q('GitHub username'), coder))).toBe('asked');
  });

  it('experience: a skill named with a figure inside it ("B2B", "S3") before the word', () => {
    const seller = applicantOf({ ...base, resumeText: `${base.resumeText}\nB2B sales (3 years)` });
    expect(said(answerQuestion(yesNo('Do you have B2B sales experience?'), seller))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 5 years experience?'), seller))).toBe('asked');
  });

  it('logistics: commuting or relocating to the job’s location is either, and a "no" to one is asked', () => {
    const commuter = applicantOf({
      ...base,
      custom: { 'Are you comfortable commuting to the office?': 'Yes', 'Are you willing to relocate?': 'No' },
    });
    const either = yesNo("Will you be able to reliably commute or relocate to this job's location?");
    expect(said(answerQuestion(either, commuter))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you willing to relocate?'), commuter))).toBe('No');
  });

  it('location: where the user lives among options of countries is their country', () => {
    const where = q('Where are you located?', 'select', ['India', 'United States', 'Other']);
    expect(said(answerQuestion(where, applicant))).toBe('India');
    const cities = q('Where are you located?', 'select', ['Hyderabad', 'Pune', 'Other']);
    expect(said(answerQuestion(cities, applicant))).toBe('Hyderabad');
    const elsewhere = q('Where are you located?', 'select', ['Canada', 'Mexico']);
    expect(said(answerQuestion(elsewhere, applicant))).toBe('asked');
  });
});
