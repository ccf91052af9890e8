import { formQuestion, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said, withNotice } from './probe-applicant';

const ask = (label: string, days: number) => said(answerQuestion(yesNo(label), withNotice(days)));

describe('money owed for a notice', () => {
  it.each(['What would your notice pay come to?', 'Amount in lieu of notice (INR)', 'Notice buyout cost?'])(
    '%s is no notice period: asked',
    (label) => {
      expect(said(answerQuestion(formQuestion(label), withNotice(60)))).toBe('asked');
    },
  );
});

describe('a notice period compared with a span in other words', () => {
  it('reads a limit it exceeds, or one written with signs, never as exactly that period', () => {
    expect(ask('Would your notice period exceed 6 weeks?', 60)).toBe('Yes');
    expect(ask('Would your notice period exceed 6 weeks?', 21)).toBe('No');
    expect(ask('Does your notice not exceed 2 months?', 45)).toBe('Yes');
    expect(ask('Is your notice period ≤ 2 months?', 14)).toBe('Yes');
    expect(ask('Is your notice period < 45 days?', 60)).toBe('No');
    expect(ask('Is your notice period >= 3 months?', 90)).toBe('Yes');
    expect(ask('Is your notice at least 4 weeks?', 7)).toBe('No');
  });

  it('reads the time it takes and a notice joined with', () => {
    expect(ask('Would it take you longer than 3 weeks to start?', 30)).toBe('Yes');
    expect(ask('Will it take you more than 60 days to join?', 14)).toBe('No');
    expect(ask("Could you join us with two weeks' notice?", 14)).toBe('Yes');
    expect(ask('Could you start with a notice of 2 months?', 90)).toBe('No');
    expect(ask('Can you start on 3 months notice?', 60)).toBe('Yes');
  });

  it('reads the span in more words', () => {
    expect(ask('Are you available within 6 weeks?', 30)).toBe('Yes');
    expect(ask('Would you be available in 2 months?', 90)).toBe('No');
    expect(ask('Could you join in max 45 days?', 30)).toBe('Yes');
    expect(ask('Can you start within 2 months maximum?', 75)).toBe('No');
    expect(ask('Could you begin in under 3 weeks?', 21)).toBe('No');
    expect(ask('Can you join within one or two weeks?', 10)).toBe('Yes');
    expect(ask('Can you start within 3weeks?', 14)).toBe('Yes');
    expect(ask('Could you join in about 6 weeks?', 30)).toBe('Yes');
    expect(ask('Could you get started within a few weeks?', 7)).toBe('Yes');
    expect(ask('Could you get started within a few weeks?', 120)).toBe('No');
    expect(ask('Can you come on board in the next few days?', 0)).toBe('Yes');
    expect(ask('Can you come on board in the next few days?', 30)).toBe('No');
    expect(ask('Is your notice period under a month or are you an immediate joiner?', 14)).toBe('Yes');
  });

  it('keeps only the no where a start is joined to a commitment the data does not hold', () => {
    expect(ask('Could you start within 3 weeks and stay for at least a year?', 0)).toBe('asked');
    expect(ask('Could you start within 3 weeks and stay for at least a year?', 60)).toBe('No');
    expect(ask('Can you join in 30 days and work full-time?', 90)).toBe('No');
  });

  it('reads a figure in words joined to its unit', () => {
    expect(ask('Do you have a one-month notice period?', 30)).toBe('Yes');
    expect(ask('Could you start with two-weeks notice?', 30)).toBe('No');
  });

  it('leaves a span of something else, or a span between the sure ones, to the user', () => {
    expect(ask('Are you available for an interview within 2 weeks?', 0)).toBe('asked');
    expect(ask('Are you available to travel within a month?', 0)).toBe('asked');
    expect(ask('Are you available for a 6 month contract?', 0)).toBe('asked');
    expect(ask('Could you get started within a few weeks?', 30)).toBe('asked');
    expect(ask('Is your notice period negotiable down to 1 month?', 60)).toBe('asked');
  });
});

describe('starting at once, and having notice to give, in other words', () => {
  it('reads starting at once', () => {
    expect(ask('Could you begin straightaway?', 0)).toBe('Yes');
    expect(ask('Are you able to join the firm instantly?', 30)).toBe('No');
    expect(ask('Would you be an immediate starter?', 0)).toBe('Yes');
    expect(ask('Are you currently available right now?', 15)).toBe('No');
    expect(ask('Could you start from today?', 0)).toBe('Yes');
    expect(ask('Can you start with us on immediate basis?', 60)).toBe('No');
    expect(ask('Could you come on board without notice?', 0)).toBe('Yes');
    expect(ask('Would you be able to start with zero notice?', 30)).toBe('No');
    expect(ask('Can you start right away (0-10 days)?', 7)).toBe('Yes');
  });

  it('reads having a notice period to give', () => {
    expect(ask('Does your current employer require a notice period?', 30)).toBe('Yes');
    expect(ask('Would you have to provide your employer notice?', 0)).toBe('No');
    expect(ask('Are you subject to a notice period?', 60)).toBe('Yes');
    expect(ask('Do you have a notice period in your present role?', 0)).toBe('No');
  });
});

const yearOptions = ['2026', '2025', '2024', '2023', '2022', 'Before 2022'];
const pick = (label: string, options: string[], resume: string[]) =>
  said(answerQuestion(formQuestion(label, 'select', options), applicantWith(resume)));

describe("a degree's year among options", () => {
  const two = ['Education', 'MSc in Physics, University of Leeds, 2024', 'BSc in Physics, University of York, 2019'];

  it('is the option holding the year of the degree asked, however it is put', () => {
    expect(pick('Which year did you finish your Bachelor’s?', yearOptions, two)).toBe('Before 2022');
    expect(pick('Year your most recent degree was awarded', yearOptions, two)).toBe('2024');
    expect(pick("Master's degree: year obtained", yearOptions, two)).toBe('2024');
    expect(pick('Graduation year', ['2025', '2024', '2015 - 2020', 'Pre-2015'], two.slice(2))).toBe('2015 - 2020');
    expect(pick('Graduation year', ['2026', '2025', '2024', 'Other'], two.slice(2))).toBe('Other');
    expect(
      pick('Year you completed your highest degree. If you hold two, select the later one.', yearOptions, two),
    ).toBe('2024');
  });

  it("is asked where two degrees fall apart, or the year is another's", () => {
    expect(pick('What year did you graduate?', yearOptions, two)).toBe('asked');
    expect(pick('Year you started your Master’s', yearOptions, two)).toBe('asked');
    expect(pick('Expected year of graduation', yearOptions, two)).toBe('asked');
    expect(pick('Year you finished high school', yearOptions, two)).toBe('asked');
  });

  it('chooses a completed option or the yes of the highest level', () => {
    const levels = ["Yes, a Bachelor's", "Yes, a Master's or higher", 'No'];
    expect(pick("Do you hold a Bachelor's degree?", levels, two)).toBe("Yes, a Master's or higher");
    expect(pick("Have you finished a Bachelor's degree?", ['Completed', 'In progress', 'Not started'], two)).toBe(
      'Completed',
    );
  });
});

const degree = (label: string, resume: string[]) => said(answerQuestion(yesNo(label), applicantWith(resume)));

describe('degree subjects in more shapes', () => {
  const physics = ['BSc in Physics, University of York, 2019'];
  const iit = ['M.Tech in Computer Science, IIT Delhi, 2018', 'B.E. in Mechanical Engineering, Anna University, 2016'];

  it("asks a subject that may be the degree's own in other words, and says no to one plainly another", () => {
    expect(degree('Do you have a degree in Physical Sciences?', physics)).toBe('asked');
    expect(degree('Do you hold a degree in Phys?', physics)).toBe('asked');
    expect(degree('Do you have a degree in Chemistry?', physics)).toBe('No');
  });

  it('reads the highest degree, advanced degrees and subjects given as examples', () => {
    expect(degree('Is your highest degree in Physics?', physics)).toBe('Yes');
    expect(degree('Is your highest degree in Mechanical Engineering?', iit)).toBe('No');
    expect(degree('Do you hold an advanced degree in Physics?', physics)).toBe('No');
    expect(degree('Do you have a degree in a science such as Physics or Chemistry?', physics)).toBe('Yes');
    expect(degree('Do you have a degree in a science such as Chemistry or Biology?', physics)).toBe('asked');
    expect(degree('Do you hold a Master’s in a quantitative field, e.g. Physics or Maths?', physics)).toBe('No');
  });

  it('asks what a degree held does not say', () => {
    expect(
      degree("Do you have a Bachelor's degree (Physics or related)?", ['BA in History, Univ of Leeds, 2019']),
    ).toBe('asked');
    expect(degree('Do you have a degree in Physics with a strong background in optics?', physics)).toBe('asked');
    expect(degree('Did you finish your degree at least two years ago?', physics)).toBe('asked');
    expect(
      degree('Do you hold a degree in Physics, or have you done a research internship?', ['BA in History, 2019']),
    ).toBe('asked');
  });

  it('reads the minimum education requirement and a second way offered', () => {
    expect(degree("Do you meet the minimum educational requirement of a Master's degree?", physics)).toBe('No');
    expect(degree('Do you hold a college degree, or will you have one by June?', physics)).toBe('Yes');
  });

  it('asks a degree that comes with years of experience', () => {
    expect(degree("Do you hold a Master's, or a Bachelor's with 4+ years of experience?", physics)).toBe('asked');
    expect(degree('Are you an IIT alumnus with 6 years of experience in data engineering?', iit)).toBe('asked');
  });

  it('reads groups of schools by name, never as a subject', () => {
    expect(degree('Are you an IIT alumnus?', iit)).toBe('Yes');
    expect(degree('Did you study at an IIT or NIT?', physics)).toBe('No');
    expect(degree('Did you graduate from a top institute such as an IIT?', physics)).toBe('asked');
  });
});
