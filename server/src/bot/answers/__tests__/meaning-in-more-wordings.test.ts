import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { said } from './probe-applicant';

// An engineer in Bengaluru: a stated total, a degree with its years, a notice period of 60 days.
const meera = applicantOf({
  email: 'meera@example.com',
  linkedinEmail: 'meera@example.com',
  firstName: 'Meera',
  lastName: 'Iyer',
  noticePeriodDays: 60,
  currentPay: '',
  expectedPay: '',
  custom: {
    'Are you willing to relocate?': 'Yes',
    'Are you comfortable working in a hybrid setting?': 'Yes',
  },
  resumeText: [
    'Meera Iyer — Backend Engineer',
    'Bengaluru, India | +91 98450 55555 | meera@example.com',
    'Backend engineer with 3 years of experience.',
    'Skills: Python (3 years), Kafka, Git, MS Excel',
    'B.Tech in Information Technology, VIT University, 2019 – 2023',
  ].join('\n'),
  followCompanies: false,
});

// A sales manager in Chicago: commutes, will not relocate, two weeks' notice.
const dan = applicantOf({
  email: 'dan@example.com',
  linkedinEmail: 'dan@example.com',
  firstName: 'Dan',
  lastName: 'Reyes',
  noticePeriodDays: 14,
  currentPay: '',
  expectedPay: '',
  custom: {
    'Are you willing to relocate?': 'No',
    'Are you comfortable commuting to the office?': 'Yes',
  },
  resumeText: [
    'Dan Reyes',
    'Chicago, IL | (312) 555-0188 | dan@example.com',
    'Sales manager with 5 years of experience in B2B sales.',
    'Tools: Salesforce (4 years)',
    'Bachelor of Arts in Communications, DePaul University, 2016',
  ].join('\n'),
  followCompanies: false,
});

describe('experience in total, asked in other words', () => {
  it('reads "how much", "possess", "in total", and having any as yes / no', () => {
    expect(said(answerQuestion(q('How much work experience have you gained?'), meera))).toBe('3');
    expect(said(answerQuestion(q('How many years experience do you possess?', 'numeric'), dan))).toBe('5');
    expect(said(answerQuestion(q('How many years of experience in total do you have?', 'numeric'), dan))).toBe('5');
    expect(said(answerQuestion(q('Please mention your overall experience'), meera))).toBe('3');
    expect(said(answerQuestion(yesNo('Do you have any previous work experience?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked professionally before?'), meera))).toBe('Yes');
    // "And current CTC": two things asked, never the total alone.
    expect(said(answerQuestion(q('What is your total experience and current CTC?'), dan))).toBe('asked');
  });

  it('reads years "been in", "been a", "spent working with" as years worked', () => {
    expect(said(answerQuestion(q('How many years have you been in B2B sales?', 'numeric'), dan))).toBe('5');
    expect(said(answerQuestion(q('For how many years have you spent coding in Python?', 'numeric'), meera))).toBe('3');
  });

  it('reads a short field naming experience with a thing as its years', () => {
    expect(said(answerQuestion(q('Python experience'), meera))).toBe('3');
    expect(said(answerQuestion(q('Exp. in Salesforce'), dan))).toBe('4');
    expect(said(answerQuestion(q('Salesforce exp'), dan))).toBe('4');
    // A longer text is a description to write, not a figure.
    expect(
      said(
        answerQuestion(q('Experience with event streaming platforms such as Kafka, Pulsar or Kinesis at scale'), meera),
      ),
    ).toBe('asked');
  });

  it('reads how to type the answer apart from the question', () => {
    expect(
      said(answerQuestion(q('How many years of Salesforce experience do you have? Numbers only.', 'numeric'), dan)),
    ).toBe('4');
    expect(said(answerQuestion(q('Years of experience with Python, if any?', 'numeric'), meera))).toBe('3');
    expect(said(answerQuestion(q('How many years have you used Python - enter a number', 'numeric'), meera))).toBe('3');
  });
});

describe('skills named with their maker, kind or as "skills"', () => {
  it('reads the skill inside its maker and kind ("Apache Kafka", "Git version control")', () => {
    expect(said(answerQuestion(yesNo('Have you worked with Apache Kafka?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you familiar with Git source control?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with MS-Excel?'), meera))).toBe('Yes');
    // What is left of a product's name after its maker is no skill ("Adobe Experience Manager").
    expect(said(answerQuestion(yesNo('Do you have experience with Adobe Experience Manager?'), meera))).toBe('asked');
  });

  it('reads "X skills" and "skilled in X" as having used X', () => {
    expect(said(answerQuestion(yesNo('Do you have Kafka skills?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you skilled in Salesforce?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have skills in Rust?'), meera))).toBe('asked');
  });
});

describe('where the user lives, asked in other words', () => {
  it('reads "Is your residence / home base / country of residence …?"', () => {
    expect(said(answerQuestion(yesNo('Is your primary residence in the United States?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your country of residence India?'), dan))).toBe('No');
    expect(said(answerQuestion(yesNo('Is Bengaluru your home city?'), meera))).toBe('Yes');
  });

  it('reads an Indian state by a city in it', () => {
    expect(said(answerQuestion(yesNo('Are you currently located in Karnataka?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you reside in Telangana?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you reside in Telangana?'), dan))).toBe('No');
  });

  it('asks about a part of a country named by a compass point, never the whole country', () => {
    expect(said(answerQuestion(yesNo('Are you based in North India?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you live in Southern Germany?'), meera))).toBe('asked');
    // A compass point that is part of a name names that place.
    expect(said(answerQuestion(yesNo('Do you live in South Africa?'), meera))).toBe('No');
  });

  it('reads places in a question logged in lower case', () => {
    expect(said(answerQuestion(yesNo('are you currently located in chicago, il?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('do you reside in hyderabad?'), meera))).toBe('No');
    // A general yes to commuting never answers for a place named in lower case.
    expect(said(answerQuestion(yesNo('can you commute to our office in austin?'), dan))).toBe('No');
  });

  it('finds the user city among options in another spelling, and the state asked as "US State"', () => {
    expect(said(answerQuestion(q('Current city', 'select', ['Bangalore', 'Chennai', 'Other']), meera))).toBe(
      'Bangalore',
    );
    expect(said(answerQuestion(q('Location', 'select', ['Austin, TX', 'Chicago, IL', 'Remote']), dan))).toBe(
      'Chicago, IL',
    );
    expect(said(answerQuestion(q('US State', 'select', ['California', 'Illinois', 'Texas']), dan))).toBe('Illinois');
  });

  it('living there or willing to move: the relocation answer decides far from it', () => {
    expect(said(answerQuestion(yesNo('Do you live in Pune, or are you willing to move?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you based in Denver or open to relocating there?'), dan))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you located in India? Please answer honestly.'), meera))).toBe('Yes');
  });

  it('meets several time zones named together by any of them', () => {
    expect(said(answerQuestion(yesNo('Are you based in the Eastern or Central time zone?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in the PST/MST time zones?'), dan))).toBe('No');
  });
});

describe('going to the office', () => {
  it('takes the user commuting answer for going to the office so many days a week', () => {
    expect(said(answerQuestion(yesNo('Can you come into the office twice a week?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you okay reporting to the office every day?'), dan))).toBe('Yes');
    // Fewer than five days is a hybrid week, which the user said yes to.
    expect(said(answerQuestion(yesNo('Are you able to come to the office 3 days a week?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you able to come to the office 5 days a week?'), meera))).toBe('asked');
    // Working from the office as a setting is not commuting to it.
    expect(said(answerQuestion(yesNo('Are you open to working from the office 3 days a week?'), dan))).toBe('asked');
  });

  it('never answers a way of working at a named place from the general answer', () => {
    expect(said(answerQuestion(yesNo('Are you comfortable working hybrid from Denver?'), meera))).toBe('asked');
  });

  it('never reads "OK" in a sentence as Oklahoma', () => {
    expect(said(answerQuestion(yesNo('Are you OK with hybrid?'), dan))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you OK with hybrid?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you live in Tulsa, OK?'), dan))).toBe('No');
  });

  it('reads more ways of saying willing ("acceptable", "work for you")', () => {
    expect(said(answerQuestion(yesNo('Would a hybrid schedule work for you?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is a hybrid arrangement acceptable to you?'), meera))).toBe('Yes');
  });
});

describe('notice and starting', () => {
  it('compares one notice period named in a yes / no exactly', () => {
    expect(said(answerQuestion(yesNo('Are you on a 2 month notice period?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a notice period of 30 days?'), meera))).toBe('No');
  });

  it('reads the time it takes to join as the notice period, and other ways to ask when', () => {
    expect(said(answerQuestion(q('How long would it take you to join?'), meera))).toBe('60 days');
    expect(said(answerQuestion(q('How quickly could you join? (in days)'), dan))).toBe('14');
    expect(said(answerQuestion(q('Days needed to join'), meera))).toBe('60');
    // When, as a date, is not what a notice period says.
    expect(said(answerQuestion(q('What is the earliest date you could start?'), meera))).toBe('asked');
    // Availability for a call is not for the job.
    expect(said(answerQuestion(q('When are you available for a call?'), meera))).toBe('asked');
  });
});

describe('education', () => {
  it('the year of graduation, as a figure and as a yes / no', () => {
    expect(said(answerQuestion(q('Year of passing'), meera))).toBe('2023');
    expect(said(answerQuestion(q('Which year did you graduate?'), dan))).toBe('2016');
    expect(said(answerQuestion(yesNo('Are you a 2023 graduate?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Did you graduate in 2020 or 2021?'), meera))).toBe('No');
  });

  it('a subject by its abbreviation, kinds of degree as alternatives, a country of study', () => {
    expect(said(answerQuestion(yesNo('Do you hold a degree in IT?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a B.E / B.Tech / M.Tech degree in IT or CS?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a bachelor degree from a university in Canada?'), meera))).toBe(
      'asked',
    );
  });

  it('a graduate, a postgraduate, a graduate in a subject', () => {
    expect(said(answerQuestion(yesNo('Are you a graduate?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you finished your studies?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a postgraduate?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you a Communications graduate?'), dan))).toBe('Yes');
    // A status beside the word is no subject ("an OPT graduate").
    expect(said(answerQuestion(yesNo('Are you an OPT graduate?'), dan))).toBe('asked');
  });

  it('"Graduate" beside "Post Graduate" is a bachelor degree', () => {
    const options = ['12th', 'Graduate', 'Post Graduate', 'Doctorate'];
    expect(said(answerQuestion(q('Highest qualification', 'select', options), meera))).toBe('Graduate');
  });

  it('a degree joined to years of experience needs both', () => {
    expect(said(answerQuestion(yesNo('Do you have a degree in Communications and 4+ years of experience?'), dan))).toBe(
      'Yes',
    );
    expect(said(answerQuestion(yesNo('Do you have a degree in Communications and 8+ years of experience?'), dan))).toBe(
      'No',
    );
  });
});

describe('profiles and starting at once', () => {
  it('answers having a profile from the link given, never a no', () => {
    expect(said(answerQuestion(yesNo('Do you have a LinkedIn profile?'), dan))).toBe('asked');
    const withLinks = applicantOf({
      email: 'ola@example.com',
      linkedinEmail: 'ola@example.com',
      firstName: 'Ola',
      lastName: 'Berg',
      noticePeriodDays: 0,
      currentPay: '',
      expectedPay: '',
      custom: {},
      resumeText: 'Ola Berg\nOslo, Norway | github.com/olaberg | linkedin.com/in/olaberg',
      followCompanies: false,
    });
    expect(said(answerQuestion(yesNo('Do you maintain a public GitHub account?'), withLinks))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a LinkedIn profile?'), withLinks))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you available to start now?'), withLinks))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you join on an immediate basis?'), meera))).toBe('No');
  });

  it('reads "join with a notice period of N days" as one of at most N days', () => {
    expect(said(answerQuestion(yesNo('Can you join with a notice period of 30 days?'), meera))).toBe('No');
  });
});

describe('pay', () => {
  it('reads what one is currently earning as the current pay', () => {
    const paid = applicantOf({
      email: 'ana@example.com',
      linkedinEmail: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      noticePeriodDays: 30,
      currentPay: '18 LPA',
      expectedPay: '',
      custom: {},
      resumeText: 'Ana Ruiz\nPune, India',
      followCompanies: false,
    });
    expect(said(answerQuestion(q('How much are you currently earning?'), paid))).toBe('18 LPA');
    expect(said(answerQuestion(q('What are you drawing now?'), paid))).toBe('asked');
  });
});

describe('a question put the other way round', () => {
  it('answers the plain question, reversed', () => {
    expect(said(answerQuestion(yesNo('Do you have any issue relocating to Pune?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you have a problem relocating to Denver?'), dan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have any concerns about a drug test?'), dan))).toBe('asked');
  });
});

describe('options that say yes in several ways', () => {
  it('chooses the yes that restates what is asked', () => {
    const options = ['Yes, I already live nearby', 'Yes, I am willing to relocate', 'No'];
    expect(said(answerQuestion(q('Are you willing to relocate?', 'select', options), meera))).toBe(
      'Yes, I am willing to relocate',
    );
    expect(said(answerQuestion(q('Are you willing to relocate?', 'select', options), dan))).toBe('No');
  });
});
