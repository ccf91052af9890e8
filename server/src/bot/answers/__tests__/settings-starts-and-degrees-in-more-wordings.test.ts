import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantOf } from '../corpus/applicant-of';
import { applicantWith, said } from './probe-applicant';

// In Columbus, Ohio: commutes to the office, will not move; notice of 30 days (the probe's).
const dana = applicantWith(
  ['Dana Brooks', 'Columbus, OH | dana@example.com', 'Bachelor of Science in Mechanical Engineering, Ohio State, 2016'],
  { 'Do you commute to the office?': 'Yes', 'Would you relocate?': 'No' },
);
// In Kochi, India: would move, works hybrid; an M.Sc. in Physics over a B.Sc. in Physics.
const anil = applicantWith(
  [
    'Anil Nair',
    'Kochi, India | anil@example.com',
    'M.Sc. in Physics, University of Kerala, 2019',
    'B.Sc. in Physics, University of Kerala, 2017',
  ],
  { 'Open to relocating?': 'Yes', 'Are you okay with hybrid work?': 'Yes' },
);

describe('a statement about the job, then whether the applicant accepts it', () => {
  it('is working at the place the statement names', () => {
    const far = 'This position is fully on-site in Tampa, FL. Is this something you are comfortable with?';
    expect(said(answerQuestion(yesNo(far), dana))).toBe('No');
    const hybrid = 'Our team works hybrid out of Seattle, WA (3 days a week). Is that feasible for you?';
    expect(said(answerQuestion(yesNo(hybrid), dana))).toBe('No');
    // Near home, on site: her yes to commuting to the office.
    const near = 'The role is on-site in Columbus, Ohio. Is this something you would be okay with?';
    expect(said(answerQuestion(yesNo(near), dana))).toBe('Yes');
    // He would move, but never said he works on site there: asked.
    expect(said(answerQuestion(yesNo(far), anil))).toBe('asked');
  });

  it('never takes a general answer about a way of working for one at a place named in brackets', () => {
    const label = 'This role is hybrid (Denver, CO). Is that okay with you?';
    expect(said(answerQuestion(yesNo(label), anil))).toBe('asked');
  });

  it('keeps a no where the statement after the question only says what the role is', () => {
    const label = 'Can you work on-site in our Boise, ID office? There is no remote or hybrid option.';
    expect(said(answerQuestion(yesNo(label), dana))).toBe('No');
    expect(said(answerQuestion(yesNo(label), anil))).toBe('asked');
  });
});

describe('starting, in more words', () => {
  it('reads a span with words between the starting verb and it', () => {
    expect(said(answerQuestion(yesNo('Could you start the role in 6 weeks?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you begin working in 2 weeks?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you able to join in next 45 days?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you join in 2 or 3 weeks?'), dana))).toBe('No');
  });

  it('reads a start given so much notice, and a limit put as a phrase', () => {
    expect(said(answerQuestion(yesNo('Can you join with 2 months notice?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Could you start with 1 week notice?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Notice period under 6 weeks?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your notice period upto 2 weeks?'), dana))).toBe('No');
    // The employer's own figure beside a question for the period is no limit asked.
    expect(said(answerQuestion(q('Notice period (we can wait up to 1 week)'), dana))).toBe('30 days');
  });

  it('counts a span from the offer date as from the offer', () => {
    expect(said(answerQuestion(yesNo('Can you join within 6 weeks from the offer date?'), dana))).toBe('Yes');
  });

  it('reads spans said in words by the notice surely within or beyond them', () => {
    expect(said(answerQuestion(yesNo('Could you start tomorrow?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you join us this week?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you be able to start next month?'), dana))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you available to start in a couple of weeks?'), dana))).toBe('No');
  });

  it('reads starting at once with words between the verb and "immediately"', () => {
    expect(said(answerQuestion(yesNo('Can you start this job immediately?'), dana))).toBe('No');
  });

  it('reads whether there is a formal notice period', () => {
    expect(said(answerQuestion(yesNo('Do you have a contractual notice period?'), dana))).toBe('Yes');
  });
});

describe('relocation offered as options', () => {
  it('is the one negating option for a no among options that each say yes on terms', () => {
    const terms = ['Open to relocating with assistance', 'Open to relocating at my own cost', 'Not open to relocating'];
    expect(said(answerQuestion(q('Relocation', 'select', terms), dana))).toBe('Not open to relocating');
    expect(said(answerQuestion(q('Relocation', 'select', terms), anil))).toBe('asked');
  });

  it('reads a willing and an unwilling option where the already-there option names a place far from home', () => {
    const choices = ['I already live in Denver', 'I would move to Denver', 'I would not move'];
    expect(said(answerQuestion(q('Would you relocate to Denver?', 'select', choices), dana))).toBe('I would not move');
    expect(said(answerQuestion(q('Would you relocate to Denver?', 'select', choices), anil))).toBe(
      'I would move to Denver',
    );
    // Living there would make the first one the answer: Columbus is Dana's home.
    const home = ['I already live in Columbus', 'I would move to Columbus', 'I would not move'];
    expect(said(answerQuestion(q('Would you relocate to Columbus?', 'select', home), dana))).toBe('asked');
  });
});

describe('degrees, in more wordings', () => {
  it('reads the subject after "major in", "graduate of … in", "background in"', () => {
    expect(said(answerQuestion(yesNo('Did you major in Physics or a similar field?'), anil))).toBe('Yes');
    const background = 'Is your academic background in Mechanical Engineering or a closely related field of study?';
    expect(said(answerQuestion(yesNo(background), dana))).toBe('Yes');
    const graduate = 'Are you a graduate of a university program in physics, chemistry or mathematics?';
    expect(said(answerQuestion(yesNo(graduate), anil))).toBe('Yes');
  });

  it('reads the subject after the school, unless the school is placed', () => {
    const subject = 'Do you hold a bachelor’s degree from an accredited college in Mechanical Engineering?';
    expect(said(answerQuestion(yesNo(subject), dana))).toBe('Yes');
    const placed = 'Do you hold a bachelor’s degree from a university in Texas?';
    expect(said(answerQuestion(yesNo(placed), dana))).toBe('asked');
  });

  it('reads a level said as graduating from college, a Masters, a post-graduate qualification', () => {
    expect(said(answerQuestion(yesNo('Have you graduated from university?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you finished your Masters?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you hold a postgraduate qualification?'), anil))).toBe('Yes');
  });
});

describe('a way of working, in more words', () => {
  it('reads considering, accepting, being keen on or flexible to a way of working as being willing', () => {
    expect(said(answerQuestion(yesNo('Would you consider a hybrid position?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you accept a hybrid working pattern?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you flexible to work hybrid?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Will you work in a hybrid model?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you seeking a hybrid role?'), anil))).toBe('Yes');
    // Never said anything of remote work: asked.
    expect(said(answerQuestion(yesNo('Would you consider a fully remote role?'), anil))).toBe('asked');
  });

  it('reads "Do you mind …?" the other way round', () => {
    expect(said(answerQuestion(yesNo('Do you mind working in a hybrid setup?'), anil))).toBe('No');
    expect(said(answerQuestion(yesNo('Would you mind relocating to Pune?'), dana))).toBe('Yes');
  });
});

describe('pay, the whole named against its part', () => {
  const earner = applicantOf({
    email: 'r@example.com',
    linkedinEmail: 'r@example.com',
    firstName: 'R',
    lastName: 'K',
    noticePeriodDays: 60,
    currentPay: '18 LPA',
    expectedPay: '24 LPA',
    custom: {},
    resumeText: 'R K\nHyderabad, India',
    followCompanies: false,
  });
  it('reads CTC "not in-hand" or "including variable pay" as the whole figure given', () => {
    expect(said(answerQuestion(q('Expected CTC (not in-hand)'), earner))).toBe('24 LPA');
    expect(said(answerQuestion(q('Current CTC including variable pay'), earner))).toBe('18 LPA');
    expect(said(answerQuestion(q('Current in-hand salary'), earner))).toBe('asked');
  });
});

describe('questions as bots log them: lower case, a required mark', () => {
  it('reads "us" as the country where no pronoun stands so', () => {
    expect(said(answerQuestion(yesNo('are you currently based outside the us?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('are you a us based candidate'), anil))).toBe('No');
    expect(said(answerQuestion(yesNo('are you located in one of these countries: canada, us'), dana))).toBe('Yes');
  });

  it('reads a place in lower case in a list, in brackets, after "location", a metro ending in "area"', () => {
    expect(said(answerQuestion(yesNo('is your current location columbus'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('is kochi your home city?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('are you based in any of these cities: chennai, kochi'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('are you in the bay area?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('are you fine with working from office (denver)?'), dana))).toBe('No');
  });

  it('reads a question with a trailing "*" as without it', () => {
    expect(said(answerQuestion(yesNo('Would you consider a hybrid position? *'), anil))).toBe('Yes');
  });
});

describe('work authorization in a named state', () => {
  it('is the authorization of the state’s country', () => {
    const us = applicantWith(['C D', 'Austin, TX'], { 'Are you authorized to work in the US?': 'Yes' });
    expect(said(answerQuestion(yesNo('Are you legally eligible to work in Texas?'), us))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you authorized to work in the state of California?'), us))).toBe('Yes');
    // Georgia is a country too: asked.
    expect(said(answerQuestion(yesNo('Are you authorized to work in Georgia?'), us))).toBe('asked');
  });

  it('reads "authorization to work in the country you reside in" as where the user lives', () => {
    const label = 'Do you have authorization to work in the country you reside in?';
    expect(said(answerQuestion(yesNo(label), anil))).toBe('asked');
    const indian = applicantWith(['E F', 'Pune, India'], { 'Are you authorized to work in India?': 'Yes' });
    expect(said(answerQuestion(yesNo(label), indian))).toBe('Yes');
  });
});

describe('living outside a place', () => {
  it('is the other way round of living in the countries named', () => {
    expect(said(answerQuestion(yesNo('Do you live outside the United States?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you located outside of the US or Canada?'), anil))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your home outside India?'), anil))).toBe('No');
  });

  it('asks outside a city or a world region, or where the user will be based', () => {
    expect(said(answerQuestion(yesNo('Do you live outside Columbus?'), dana))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you reside outside of the EU?'), anil))).toBe('asked');
    expect(said(answerQuestion(yesNo('Will you be based outside India?'), anil))).toBe('asked');
  });
});

describe('degrees asked with a school’s rank, a preference or levels by kind', () => {
  it('asks where the school must rank ("top-tier", "Tier 1")', () => {
    const label = 'Do you have a degree in Mechanical Engineering from a top-tier university?';
    expect(said(answerQuestion(yesNo(label), dana))).toBe('asked');
    expect(said(answerQuestion(yesNo('Have you graduated from a Tier 1 college?'), dana))).toBe('asked');
    // No degree in the subject at all: no, wherever it is from.
    const chemistry = 'Do you have a degree in Chemistry from a top-tier university?';
    expect(said(answerQuestion(yesNo(chemistry), dana))).toBe('No');
  });

  it('reads "BS/MS" as either level, the lower meeting it', () => {
    expect(said(answerQuestion(yesNo('Do you have a BS/MS in Mechanical Engineering?'), dana))).toBe('Yes');
  });

  it('reads what is required before "preferably"', () => {
    const label = 'Do you have a Bachelors in Engineering, preferably in Computer Science?';
    expect(said(answerQuestion(yesNo(label), dana))).toBe('Yes');
  });
});

describe('living at a place, or another way to be there', () => {
  it('is a no far from it where the other way is commuting there', () => {
    expect(said(answerQuestion(yesNo('Are you based in Denver or able to commute to Denver?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you live in Columbus or can you commute there?'), dana))).toBe('Yes');
  });

  it('is the user’s yes to moving where living near is unclear, within their country', () => {
    // Coimbatore is some 140 km from Kochi: whether that is near is unclear.
    const label = 'Are you located in Coimbatore or willing to move to Coimbatore?';
    expect(said(answerQuestion(yesNo(label), anil))).toBe('Yes');
  });
});

describe('going to the office, how often unsaid', () => {
  it('is the user’s answer about commuting to the office; working from it as a setting stays asked', () => {
    expect(said(answerQuestion(yesNo('Are you able to come into the office when needed?'), dana))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you go to the office?'), anil))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you open to working from the office?'), dana))).toBe('asked');
  });
});

describe('relocating at once or on one’s own', () => {
  it('keeps only a no: a yes to moving says nothing of moving at once or at one’s own cost', () => {
    expect(said(answerQuestion(yesNo('Are you ready to relocate to Chennai immediately?'), anil))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you willing to relocate on your own?'), anil))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you ready to relocate to Tampa immediately?'), dana))).toBe('No');
  });
});

describe('available from a day said in words', () => {
  it('reads a weekday, this month and "available from next week" by the notice', () => {
    expect(said(answerQuestion(yesNo('Are you available from next week?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Could you start on Monday?'), dana))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you join this month?'), dana))).toBe('asked');
  });

  it('never reads working days or a call as a start', () => {
    expect(said(answerQuestion(yesNo('Are you available to work Monday through Friday?'), dana))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you available for a call next week?'), dana))).toBe('asked');
  });
});

describe('the user’s state among options, and a domicile', () => {
  const states = ['Tamil Nadu', 'Kerala', 'Karnataka', 'Ohio'];
  it('is the option naming the state the user’s city lies in', () => {
    expect(said(answerQuestion(q('State', 'select', states), anil))).toBe('Kerala');
    expect(said(answerQuestion(q('State of domicile', 'select', states), anil))).toBe('Kerala');
    expect(said(answerQuestion(q('Domicile', 'select', states), dana))).toBe('Ohio');
    expect(said(answerQuestion(q('Nearest metro', 'select', ['Chennai', 'Kochi', 'Columbus, OH']), dana))).toBe(
      'Columbus, OH',
    );
  });
});
