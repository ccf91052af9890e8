import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';
import { applicantWith } from './probe-applicant';

// Each case: a fact the user gave that looks like the answer but does not settle the question,
// so the engine asks (or answers only the part the fact settles). Wordings are the team's own.
const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

const meera = applicantOf({
  email: 'meera@example.com',
  linkedinEmail: 'meera@example.com',
  firstName: 'Meera',
  lastName: 'Rao',
  noticePeriodDays: 60,
  currentPay: '18 LPA',
  expectedPay: '24 LPA',
  custom: {
    'Are you willing to relocate?': 'Yes',
    'Are you comfortable working in a hybrid setting?': 'Yes',
    'Are you comfortable commuting to the office?': 'Yes',
  },
  resumeText: [
    'Meera Rao',
    'Hyderabad, India | meera@example.com',
    'B.Com in Accounting, Osmania University, 2018',
    'Languages: English (Professional), Telugu (Native), French (Conversational)',
  ].join('\n'),
  followCompanies: false,
});

const tomas = applicantOf({
  email: 'tomas@example.com',
  linkedinEmail: 'tomas@example.com',
  firstName: 'Tomas',
  lastName: 'Novak',
  noticePeriodDays: 0,
  currentPay: null,
  expectedPay: null,
  custom: { 'Are you willing to relocate?': 'No' },
  resumeText: [
    'Tomas Novak',
    'Jaipur, India | tomas@example.com',
    'M.Tech in Structural Engineering, MNIT Jaipur, 2024',
    'B.Tech in Civil Engineering, MNIT Jaipur, 2022',
  ].join('\n'),
  followCompanies: false,
});

describe('pay: the unit asked is not the unit of a figure the employer quotes', () => {
  it('keeps the user’s own wording where a budget is quoted in lakhs', () => {
    expect(said(answerQuestion(q('Expected package? (the range for this role is 20-26 LPA)'), meera))).toBe('24 LPA');
    // Asked in lakhs, with no figure beside the word: the figure in lakhs.
    expect(said(answerQuestion(q('Expected CTC (in lakhs)'), meera))).toBe('24');
  });

  it('types the bare amount an example asks for, not the lakhs the example names', () => {
    const question = q('Expected yearly CTC in INR — for instance, if you expect 7 lakhs, type 700000');
    expect(said(answerQuestion(question, meera))).toBe('2400000');
  });

  it('asks for take-home pay however it is spelt', () => {
    expect(said(answerQuestion(q('Your inhand pay at present'), meera))).toBe('asked');
    expect(said(answerQuestion(q('Current takehome salary'), meera))).toBe('asked');
  });
});

describe('notice: what the saved period settles', () => {
  it('names the unit only where the question asks it, not where it quotes a limit', () => {
    expect(said(answerQuestion(q('Notice period? (we can wait up to 2 weeks)'), meera))).toBe('60 days');
    expect(said(answerQuestion(q('Notice period in days'), meera))).toBe('60');
  });

  it('what is left of a notice period is none only when there is none', () => {
    const question = q('How much of your notice period remains, in days?');
    expect(said(answerQuestion(question, tomas))).toBe('0');
    expect(said(answerQuestion(question, meera))).toBe('asked');
  });

  it('a yes that serving notice would also earn is not a no for someone with a notice period', () => {
    const question = yesNo(
      'Can you join immediately? (Choose Yes as well if your notice is being served and ends soon.)',
    );
    expect(said(answerQuestion(question, meera))).toBe('asked');
    expect(said(answerQuestion(question, tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you join immediately?'), meera))).toBe('No');
  });

  it('a question asking how many days is not answered yes or no', () => {
    const question = q('How many days before you could join us? Put 0 if you could start immediately.');
    expect(['Yes', 'No']).not.toContain(said(answerQuestion(question, tomas)));
    expect(['Yes', 'No']).not.toContain(said(answerQuestion(question, meera)));
  });
});

describe('education: a degree named by its kind, and the name of the highest one', () => {
  const completed = (degree: string) => yesNo(`Have you completed the following level of education: ${degree}?`);

  it('a degree of the same level and another kind does not meet it', () => {
    expect(said(answerQuestion(completed('Bachelor of Engineering'), meera))).toBe('No');
    expect(said(answerQuestion(completed('Bachelor of Commerce'), meera))).toBe('Yes');
    expect(said(answerQuestion(completed('Master of Computer Applications'), meera))).toBe('No');
    expect(said(answerQuestion(completed('MBA'), tomas))).toBe('No');
    expect(said(answerQuestion(completed('M.Tech or MBA'), tomas))).toBe('Yes');
  });

  it('asks where the kind may stand for its whole level, or an equivalent counts', () => {
    expect(said(answerQuestion(completed('BS or BA'), meera))).toBe('asked');
    expect(said(answerQuestion(completed('B.Tech or equivalent'), meera))).toBe('asked');
  });

  it('a master’s holder may not list the bachelor’s asked for', () => {
    expect(said(answerQuestion(completed('BCA'), tomas))).toBe('asked');
  });

  it('the name of the highest qualification is the degree as the resume names it', () => {
    expect(said(answerQuestion(q('Name of your highest qualification'), meera))).toBe('B.Com in Accounting');
    expect(said(answerQuestion(q('Name of your highest qualification'), tomas))).toBe(
      'M.Tech in Structural Engineering',
    );
    // Its level is another question.
    expect(said(answerQuestion(q('Highest level of education'), meera))).toBe("Bachelor's Degree");
  });
});

describe('languages: the level asked against the level stated', () => {
  it('asks where the question wants more than the level the user stated', () => {
    expect(said(answerQuestion(yesNo('Do you speak French fluently?'), meera))).toBe('asked');
    // Conversational is below advanced on any scale: a no.
    expect(said(answerQuestion(yesNo('Do you speak French at an advanced level?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you speak French?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a native English speaker?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you a native speaker of Telugu?'), meera))).toBe('Yes');
  });
});

describe('places: one named place is not settled by a general answer or by another fact', () => {
  it('living elsewhere does not rule out having grown up there', () => {
    expect(said(answerQuestion(yesNo('Do you live in Pune, or did you grow up there?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you live in Hyderabad, or were you born there?'), meera))).toBe('Yes');
  });

  it('a hometown is where one grew up, not where one lives', () => {
    expect(said(answerQuestion(yesNo('Is Hyderabad your hometown?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Is your home town Hyderabad?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Is Hyderabad your home city?'), meera))).toBe('Yes');
  });

  it('a city followed by a part of it is that city', () => {
    expect(said(answerQuestion(yesNo('Can you commute to our office at Pune Phase 2?'), meera))).toBe('No');
  });

  it('a general answer about commuting does not answer for a place the engine cannot place', () => {
    expect(said(answerQuestion(yesNo('Are you comfortable commuting to our office at Quillon Heights?'), meera))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Are you comfortable commuting to the office?'), meera))).toBe('Yes');
  });

  it('relocating to work from the office needs a yes to both; WFO is working from the office', () => {
    const question = yesNo('Open to relocating to Indore? (WFO)');
    expect(said(answerQuestion(question, meera))).toBe('asked');
    expect(said(answerQuestion(question, tomas))).toBe('No');
  });
});

describe('other words for the same facts', () => {
  it('ECTC and CCTC are expected and current pay', () => {
    expect(said(answerQuestion(q('ECTC (in lakhs)'), meera))).toBe('24');
    expect(said(answerQuestion(q('CCTC'), meera))).toBe('18 LPA');
  });

  it('the highest level the user gave in words is chosen among options by level', () => {
    const withLevel = applicantOf({
      email: 'ana@example.com',
      linkedinEmail: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lima',
      noticePeriodDays: null,
      currentPay: null,
      expectedPay: null,
      custom: { 'Highest level of education': "Master's Degree" },
      resumeText: 'Ana Lima\nRecife, Brazil',
      followCompanies: false,
    });
    const question = q('Highest educational qualification', 'select', [
      'Secondary',
      'Bachelors',
      'Masters',
      'Doctorate',
    ]);
    expect(said(answerQuestion(question, withLevel))).toBe('Masters');
    // What someone studies now is not the degree they hold.
    const now = q('Your current education level', 'select', ['Undergraduate', 'Masters', 'PhD']);
    expect(said(answerQuestion(now, withLevel))).toBe('asked');
  });

  it('the school by another name, and the total asked with its unit', () => {
    expect(said(answerQuestion(q('Institute name'), meera))).toBe('Osmania University');
    // "Years" is the unit, not a skill the resume's "Go (2 years)" would answer.
    const skillsOnly = applicantOf({
      email: 'li@example.com',
      linkedinEmail: 'li@example.com',
      firstName: 'Li',
      lastName: 'Wei',
      noticePeriodDays: null,
      currentPay: null,
      expectedPay: null,
      custom: {},
      resumeText: 'Li Wei\nTaipei, Taiwan\nSkills: Go (2 years), Rust (1 year)',
      followCompanies: false,
    });
    expect(said(answerQuestion(q('Total experience in years'), skillsOnly))).toBe('asked');
    expect(said(answerQuestion(q('Experience in years'), skillsOnly))).toBe('asked');
    expect(said(answerQuestion(q('Go experience in years'), skillsOnly))).toBe('2');
  });
});

describe('more ways of asking about a place and a skill', () => {
  it('a job location named is a place to work; staying somewhere is living there', () => {
    expect(said(answerQuestion(yesNo('Is the Lucknow job location suitable for you?'), tomas))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you presently staying in Hyderabad?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your current city Jaipur?'), tomas))).toBe('Yes');
  });

  it('experience named before the word, after the asking words', () => {
    const seller = applicantOf({
      email: 'eva@example.com',
      linkedinEmail: 'eva@example.com',
      firstName: 'Eva',
      lastName: 'Lund',
      noticePeriodDays: null,
      currentPay: null,
      expectedPay: null,
      custom: {},
      resumeText: 'Eva Lund\nMalmo, Sweden\nSkills: Pipedrive (3 years)',
      followCompanies: false,
    });
    expect(said(answerQuestion(yesNo('Do you have prior Pipedrive experience?'), seller))).toBe('Yes');
    // A figure before the word is a threshold, not a skill.
    expect(said(answerQuestion(yesNo('Do you have 4+ years of experience?'), seller))).toBe('asked');
  });
});

describe('a statement after the question', () => {
  it('what the role requires adds to a yes, never to a no', () => {
    const far = yesNo('Do you live in Lisbon? The team meets in person every Monday.');
    expect(said(answerQuestion(far, meera))).toBe('No');
    const home = yesNo('Do you live in Hyderabad? The team meets in person every Monday.');
    expect(said(answerQuestion(home, meera))).toBe('asked');
    // A statement that tells how to answer is part of the question.
    const told = yesNo('Do you live in Lisbon? Answer yes if you can be there by March.');
    expect(said(answerQuestion(told, meera))).toBe('asked');
  });
});

describe('a clearance to obtain is not one held', () => {
  it('not holding a clearance says nothing of being eligible for one', () => {
    const applicant = applicantOf({
      email: 'ray@example.com',
      linkedinEmail: 'ray@example.com',
      firstName: 'Ray',
      lastName: 'Ng',
      noticePeriodDays: null,
      currentPay: null,
      expectedPay: null,
      custom: { 'Do you hold an active security clearance?': 'No' },
      resumeText: 'Ray Ng\nPerth, Australia',
      followCompanies: false,
    });
    expect(said(answerQuestion(yesNo('Could you obtain a baseline security clearance?'), applicant))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you hold a current security clearance?'), applicant))).toBe('No');
  });
});

describe('the delay to join in a unit is the notice period', () => {
  it('in how many days can you join', () => {
    expect(said(answerQuestion(q('In how many days could you join?'), meera))).toBe('60');
    expect(said(answerQuestion(q('In how many weeks could you join?'), tomas))).toBe('0');
  });
});

describe('a degree asked with a grade: the degree held does not say the grade', () => {
  it('asks, whatever the degree, when the question sets marks, a grade average or a class', () => {
    for (const label of [
      'Did you complete your B.Tech with 65% or more in aggregate?',
      'Do you hold a Master’s degree with a CGPA of at least 7.5?',
      'Is your Bachelor’s degree a first class degree?',
      'Have you earned a bachelor’s in Civil Engineering with distinction?',
    ])
      expect([label, said(answerQuestion(yesNo(label), tomas))]).toEqual([label, 'asked']);
  });

  it('still answers the degree itself', () => {
    expect(said(answerQuestion(yesNo('Do you have a Bachelor’s degree?'), tomas))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you hold a Master’s degree in Structural Engineering?'), tomas))).toBe('Yes');
  });
});

describe('experience: the total does not settle the relevant years', () => {
  const lena = applicantWith([
    'Lena Berg',
    'Oslo, Norway | lena@example.com',
    'Operations coordinator with 7 years of experience in logistics and retail.',
  ]);

  it('answers the total, however it is asked', () => {
    expect(said(answerQuestion(q('Total years of experience'), lena))).toBe('7');
    expect(said(answerQuestion(q('Years of experience'), lena))).toBe('7');
  });

  it('asks which years are relevant, in any order of the words', () => {
    expect(said(answerQuestion(q('Relevant years of experience'), lena))).toBe('asked');
    expect(said(answerQuestion(q('Total relevant experience'), lena))).toBe('asked');
    expect(said(answerQuestion(q('How many years of relevant experience do you have?'), lena))).toBe('asked');
  });
});

describe('two facts asked in one field to fill', () => {
  it('asks where pay, notice or years stand beside another fact', () => {
    expect(said(answerQuestion(q('Total experience and current CTC'), meera))).toBe('asked');
    expect(said(answerQuestion(q('Notice period / expected salary'), meera))).toBe('asked');
    expect(said(answerQuestion(q('Current location & notice period'), meera))).toBe('asked');
  });

  it('answers each of them asked alone', () => {
    expect(said(answerQuestion(q('Current CTC'), meera))).toBe('18 LPA');
    expect(said(answerQuestion(q('Notice period'), meera))).toBe('60 days');
  });
});
