import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';
import { yesNoPair } from '../options-by-meaning';

const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

// An analyst in Kochi with a stated total, two skills with years, one without, and a few answers.
const base = {
  email: 'anil@example.com',
  linkedinEmail: 'anil@example.com',
  firstName: 'Anil',
  lastName: 'Varghese',
  noticePeriodDays: 45,
  currentPay: '7 LPA',
  expectedPay: '11 LPA',
  custom: {
    'Are you willing to relocate?': 'No',
    'Are you at least 18 years of age?': 'Yes',
    'Are you willing to undergo a background check?': 'Yes',
    'Will you require sponsorship?': 'No',
  },
  resumeText: [
    'Anil Varghese — Business Analyst',
    'Kochi, India | +91 94470 22222 | anil@example.com',
    'Business analyst with 4 years of experience.',
    'Skills: SQL (2 years), Tableau (1 year), R',
  ].join('\n'),
  followCompanies: false,
};
const applicant = applicantOf(base);

describe('two options that are a yes and a no in other words', () => {
  it('reads which option is the yes, and never a range or a way not to answer', () => {
    expect(yesNoPair(['I do', "I don't"])).toEqual({ yes: 'I do', no: "I don't" });
    expect(yesNoPair(['Agree', 'Disagree'])).toEqual({ yes: 'Agree', no: 'Disagree' });
    expect(yesNoPair(['I am 18 or older', 'I am under 18'])).toEqual({ yes: 'I am 18 or older', no: 'I am under 18' });
    expect(yesNoPair(['Located in India', 'Located outside India'])?.no).toBe('Located outside India');
    expect(yesNoPair(['Less than 2 years', '2 years or more'])).toBeUndefined();
    expect(yesNoPair(['Remote', 'Not applicable'])).toBeUndefined();
    expect(yesNoPair(['Remote', 'On site'])).toBeUndefined();
  });

  it('answers the question with the option meaning the user’s yes or no', () => {
    const relocate = q('Are you open to relocating?', 'radio', ['Willing to relocate', 'Not willing to relocate']);
    expect(said(answerQuestion(relocate, applicant))).toBe('Not willing to relocate');
    const age = q('Are you 18 years of age or older?', 'radio', ['I am 18 or older', 'I am under 18']);
    expect(said(answerQuestion(age, applicant))).toBe('I am 18 or older');
    const check = q('Will you consent to a background check?', 'select', ['Agree', 'Disagree']);
    expect(said(answerQuestion(check, applicant))).toBe('Agree');
    const sql = q('Do you have experience with SQL?', 'radio', ['I have', 'I have not']);
    expect(said(answerQuestion(sql, applicant))).toBe('I have');
    // Of several yes options, the one on no terms of its own; none plain: asked.
    const terms = ['Yes', 'Yes, with relocation assistance', 'No'];
    const willing = applicantOf({ ...base, custom: { 'Are you willing to relocate?': 'Yes' } });
    expect(said(answerQuestion(q('Are you willing to relocate?', 'select', terms), willing))).toBe('Yes');
    const noPlain = ['Yes, with assistance', 'Yes, if required', 'No'];
    expect(said(answerQuestion(q('Are you willing to relocate?', 'select', noPlain), willing))).toBe('asked');
    // A range is chosen by the years, never as a yes.
    const range = q('Do you have SQL experience?', 'select', ['Less than 2 years', '2 years or more']);
    expect(said(answerQuestion(range, applicant))).toBe('2 years or more');
  });
});

describe('a yes / no put as a statement', () => {
  it('is confirmed or denied from the same fact', () => {
    expect(said(answerQuestion(yesNo('I have 2+ years of experience with SQL'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('I have 3+ years of experience with SQL'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('I have experience with Tableau'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('I have experience with Power BI'), applicant))).toBe('asked');
  });
});

describe('experience in other words', () => {
  it('words after the skill that name no other skill', () => {
    expect(said(answerQuestion(yesNo('Have you used Tableau before?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you ever used R?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked with SQL in a production environment?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you been using SQL for 3 years or more?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 2+ years of SQL?'), applicant))).toBe('Yes');
  });

  it('years asked with the skill after "the following:", while coding, and the total abbreviated', () => {
    expect(said(answerQuestion(q('How many years of experience do you have in the following: SQL?'), applicant))).toBe(
      '2',
    );
    expect(said(answerQuestion(q('How many years have you been coding in SQL?'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Experience with SQL in years'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Total yrs of exp'), applicant))).toBe('4');
    expect(said(answerQuestion(q('How many years of full-time experience do you have?'), applicant))).toBe('4');
  });

  it('a skill with its unit only, and the total asked without a subject', () => {
    expect(said(answerQuestion(q('Years of SQL'), applicant))).toBe('2');
    expect(said(answerQuestion(q('SQL years'), applicant))).toBe('2');
    expect(said(answerQuestion(q('SQL exp (yrs)'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Experience (years)'), applicant))).toBe('4');
    expect(said(answerQuestion(q('How long have you been working professionally?'), applicant))).toBe('4');
    expect(said(answerQuestion(q('Years of age'), applicant))).toBe('asked');
    expect(said(answerQuestion(q('How many years'), applicant))).toBe('asked');
  });
});

describe('pay in other words', () => {
  it('earning, income, "comp", and CTC alone as the current one', () => {
    expect(said(answerQuestion(q('How much do you expect to earn?'), applicant))).toBe('11 LPA');
    expect(said(answerQuestion(q('What do you currently earn?'), applicant))).toBe('7 LPA');
    expect(said(answerQuestion(q('Current annual income'), applicant))).toBe('7 LPA');
    expect(said(answerQuestion(q('Expected comp'), applicant))).toBe('11 LPA');
    expect(said(answerQuestion(q('CTC'), applicant))).toBe('7 LPA');
    // Neither current nor expected: asked.
    expect(said(answerQuestion(q('Salary'), applicant))).toBe('asked');
    // Another currency is never converted to.
    expect(said(answerQuestion(q('How much do you expect to earn (USD)?'), applicant))).toBe('asked');
  });
});

describe('starting and joining in other words', () => {
  it('a limit asked as yes / no, from the notice period', () => {
    expect(said(answerQuestion(yesNo('Are you available to start in 30 days?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you available to start in 60 days?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Could you start within the next month?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you start in less than 30 days?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you available to start within 6-8 weeks?'), applicant))).toBe('Yes');
  });

  it('the time needed to join, in the unit asked', () => {
    expect(said(answerQuestion(q('Joining time (in days)'), applicant))).toBe('45');
    expect(said(answerQuestion(q('How many days do you need to join?'), applicant))).toBe('45');
    // 45 days is no whole number of weeks: asked, not rounded.
    expect(said(answerQuestion(q('How many weeks would you need before starting?'), applicant))).toBe('asked');
  });
});

describe('a yes / no that leads to a figure, in a field to type in', () => {
  it('is the figure’s question: a notice period or years, never a yes typed as text', () => {
    expect(
      said(answerQuestion(q('Do you have any notice period? If yes, please mention it in days.'), applicant)),
    ).toBe('45');
    expect(said(answerQuestion(q('Are you an immediate joiner? If not, what is your notice period?'), applicant))).toBe(
      '45 days',
    );
    expect(said(answerQuestion(q('Do you have experience with SQL? If yes, how many years?'), applicant))).toBe('2');
    expect(said(answerQuestion(q('Have you used Power BI? If so, how many years?'), applicant))).toBe('asked');
    // What is left of a notice being served is not the notice period.
    expect(said(answerQuestion(q('Are you serving notice? If yes, how many days are left?'), applicant))).toBe('asked');
    // Options to choose from: the yes / no stays two questions, asked.
    expect(said(answerQuestion(yesNo('Do you have a notice period? If yes, how many days?'), applicant))).toBe('asked');
  });

  it('when the user could join, in other words: at once only with no notice', () => {
    const free = applicantOf({ ...base, noticePeriodDays: 0 });
    expect(said(answerQuestion(q('When would you be able to join?'), free))).toBe('Immediately');
    expect(said(answerQuestion(q('How quickly can you join?'), free))).toBe('Immediately');
    expect(said(answerQuestion(q('When are you available to start?'), applicant))).toBe('asked');
  });

  it('the time it takes to join, in other words', () => {
    expect(said(answerQuestion(q('How many days will you take to join?'), applicant))).toBe('45');
    expect(said(answerQuestion(q('How many days are required for you to join?'), applicant))).toBe('45');
  });
});

describe('a kind of tool asked by its name', () => {
  const seller = applicantOf({ ...base, resumeText: `${base.resumeText}\nTools: Salesforce (3 years), Git` });
  it('one tool of the kind is experience with it, and its years at least the kind’s', () => {
    expect(said(answerQuestion(yesNo('Do you have CRM experience?'), seller))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with CRM tools?'), seller))).toBe('Yes');
    // More years than the one tool's may come from others: not a no.
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with CRM tools?'), seller))).toBe('asked');
    expect(said(answerQuestion(q('How many years of CRM experience do you have?'), seller))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience with version control?'), seller))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have cloud experience?'), seller))).toBe('asked');
  });
});

describe('notice asked in more ways', () => {
  it('a span to start in, from now, and a notice period of exactly so long', () => {
    expect(said(answerQuestion(yesNo("Would you be able to start in 2 weeks' time?"), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Can you join in 30-60 days?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Could you start 8 weeks from now?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your notice period 45 days?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a 30 days notice period?'), applicant))).toBe('No');
  });
});

describe('degrees in other words', () => {
  // B.Tech in Electronics: a bachelor's degree in engineering.
  const graduate = applicantOf({
    ...base,
    resumeText: `${base.resumeText}\nEducation: B.Tech in Electronics, JNTU Hyderabad, 2019`,
  });
  it('a university or college degree, a degree, a graduate, a subject before the word', () => {
    expect(said(answerQuestion(yesNo('Do you have a university degree?'), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a degree?'), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a college graduate?'), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you completed your undergraduate studies?'), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have an Engineering degree?'), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have a university degree?'), applicant))).toBe('asked');
  });

  it('kinds of degree given as examples of a level ask for the level', () => {
    const master = applicantOf({
      ...base,
      resumeText: `${base.resumeText}\nEducation: M.Tech in Computer Science, 2018`,
    });
    const question = yesNo("Do you have a post-graduate degree such as a Master's or MBA?");
    expect(said(answerQuestion(question, master))).toBe('Yes');
    expect(said(answerQuestion(question, graduate))).toBe('No');
  });

  it('two questions joined by "and": either one’s no answers, a yes to one alone does not', () => {
    const joined = yesNo("Have you completed a Master's degree and are you available to start immediately?");
    expect(said(answerQuestion(joined, graduate))).toBe('No');
    // The second one's no (45 days of notice) answers as well.
    const both = yesNo("Have you completed a Bachelor's degree and are you available to start immediately?");
    expect(said(answerQuestion(both, graduate))).toBe('No');
    const unsaid = yesNo("Have you completed a Bachelor's degree and are you willing to travel?");
    expect(said(answerQuestion(unsaid, graduate))).toBe('asked');
    // The second without its "are you": the same; a word said twice is one question.
    const chicagoan = applicantOf({ ...base, resumeText: 'Dana Lee\nChicago, IL | dana@example.com' });
    const loosely = yesNo('Are you based in the US and willing to work Eastern hours?');
    expect(said(answerQuestion(loosely, applicant))).toBe('No');
    expect(said(answerQuestion(loosely, chicagoan))).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you willing and able to relocate?'), applicant))).toBe('No');
  });

  it('a field the degree cannot be compared with, or a time it must fall in, is asked', () => {
    expect(said(answerQuestion(yesNo("Have you completed a bachelor's degree in a STEM field?"), graduate))).toBe(
      'asked',
    );
    expect(
      said(answerQuestion(yesNo("Do you hold a Bachelor's degree or higher in a relevant field?"), graduate)),
    ).toBe('asked');
    expect(
      said(answerQuestion(yesNo("Did you earn your bachelor's degree within the last two years?"), graduate)),
    ).toBe('asked');
    expect(said(answerQuestion(yesNo('Are you a recent graduate?'), graduate))).toBe('asked');
  });
});

describe('sponsorship said of the visa', () => {
  it('a visa needed to work there is sponsorship needed', () => {
    expect(said(answerQuestion(yesNo('Is a work visa needed for you to work in Canada?'), applicant))).toBe('No');
  });
});

describe('places named in other words', () => {
  it('a country the place reader leaves beside one it reads, and a current resident', () => {
    const chicagoan = applicantOf({ ...base, resumeText: 'Dana Lee\nChicago, IL | dana@example.com' });
    expect(said(answerQuestion(yesNo('Are you currently living in the US or Canada?'), chicagoan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you currently living in the UK or Canada?'), chicagoan))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you a current resident of Illinois?'), chicagoan))).toBe('Yes');
  });

  it('a world region is read by its countries, never as the country in its name', () => {
    const chicagoan = applicantOf({ ...base, resumeText: 'Dana Lee\nChicago, IL | dana@example.com' });
    expect(said(answerQuestion(yesNo('Are you located in Latin America?'), chicagoan))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you located in North America?'), chicagoan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a US resident?'), chicagoan))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you based in the Middle East?'), applicant))).toBe('No');
  });

  it('residence, a home base, and a state to select', () => {
    const chicagoan = applicantOf({ ...base, resumeText: 'Dana Lee\nChicago, IL | dana@example.com' });
    const countries = ['India', 'United States', 'Other'];
    expect(said(answerQuestion(q('Residence', 'select', countries), chicagoan))).toBe('United States');
    expect(said(answerQuestion(q('Home base', 'select', countries), applicant))).toBe('India');
    const states = ['California', 'Illinois', 'Texas'];
    expect(said(answerQuestion(q('Select your state', 'select', states), chicagoan))).toBe('Illinois');
    expect(said(answerQuestion(q('Select your state', 'select', states), applicant))).toBe('asked');
  });

  it('a time zone among options: the one of where the user lives', () => {
    const chicagoan = applicantOf({ ...base, resumeText: 'Dana Lee\nChicago, IL | dana@example.com' });
    const zones = ['GMT+5:30', 'GMT-6', 'GMT'];
    expect(said(answerQuestion(q('Time zone', 'select', zones), applicant))).toBe('GMT+5:30');
    expect(said(answerQuestion(q('Time zone', 'select', zones), chicagoan))).toBe('GMT-6');
    const named = ['Pacific', 'Mountain', 'Central', 'Eastern'];
    expect(said(answerQuestion(q('Which time zone are you in?', 'select', named), chicagoan))).toBe('Central');
    expect(said(answerQuestion(q('Which time zone are you in?', 'select', named), applicant))).toBe('asked');
  });

  it('the phone’s country asked as a dial or calling code', () => {
    const options = ['India (+91)', 'United States (+1)', 'United Kingdom (+44)'];
    expect(said(answerQuestion(q('Dial code', 'select', options), applicant))).toBe('India (+91)');
    expect(said(answerQuestion(q('ISD code', 'select', options), applicant))).toBe('India (+91)');
  });
});

describe('experience: words around a skill that name no other', () => {
  it('the kind of thing the skill is, a role, and a use of it', () => {
    const engineer = applicantOf({
      ...base,
      resumeText:
        'Ravi Nair — Software Engineer\nKochi, India\nSkills: AWS (3 years), Docker (2 years), Python (2 years)',
    });
    expect(said(answerQuestion(yesNo('Do you have experience with the AWS ecosystem?'), engineer))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked with Docker containers?'), engineer))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience in Python scripting?'), engineer))).toBe('Yes');
    // Two years of Python bound the years of any one use of it: short of 3, never more than 2.
    const use = 'Do you have 3+ years of experience using Python for data analysis?';
    expect(said(answerQuestion(yesNo(use), engineer))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 1+ years using Python for data analysis?'), engineer))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have at least 3 years of experience in a sales role?'), applicant))).toBe(
      'asked',
    );
  });
});

describe('questions in French and Spanish, in the forms LinkedIn and employers write', () => {
  const ouiNon = (label: string) => q(label, 'radio', ['Oui', 'Non']);
  it('years with a skill, in any order of the sentence, and the total', () => {
    expect(said(answerQuestion(q('Depuis combien de temps utilisez-vous SQL ?'), applicant))).toBe('2');
    expect(said(answerQuestion(q("Combien d'années de pratique du langage SQL avez-vous ?"), applicant))).toBe('2');
    expect(said(answerQuestion(q('¿Cuántos años de experiencia en SQL tienes?'), applicant))).toBe('2');
    expect(said(answerQuestion(q('¿Cuántos años de experiencia tiene usted con Tableau?'), applicant))).toBe('1');
    expect(said(answerQuestion(q('Años de experiencia con SQL'), applicant))).toBe('2');
    expect(said(answerQuestion(q("Combien d'années d'expérience avez-vous ?"), applicant))).toBe('4');
    expect(said(answerQuestion(ouiNon("Avez-vous au moins 3 ans d'expérience en SQL ?"), applicant))).toBe('Non');
  });

  it('yes / no templates answered with the form’s own option', () => {
    expect(said(answerQuestion(ouiNon('Seriez-vous prêt(e) à déménager ?'), applicant))).toBe('Non');
    expect(said(answerQuestion(ouiNon('Avez-vous au moins 18 ans ?'), applicant))).toBe('Oui');
    expect(said(answerQuestion(ouiNon('Acceptez-vous une vérification des antécédents ?'), applicant))).toBe('Oui');
    expect(said(answerQuestion(ouiNon('Êtes-vous disponible immédiatement ?'), applicant))).toBe('Non');
    expect(said(answerQuestion(ouiNon('Résidez-vous en Inde ?'), applicant))).toBe('Oui');
    expect(said(answerQuestion(ouiNon('Avez-vous le permis de conduire ?'), applicant))).toBe('asked');
    const speaker = applicantOf({ ...base, resumeText: `${base.resumeText}\nLanguages: English (Native)` });
    expect(said(answerQuestion(ouiNon("Parlez-vous couramment l'anglais ?"), speaker))).toBe('Oui');
  });

  it('pay and the notice period', () => {
    expect(said(answerQuestion(q('Quel est votre salaire actuel ?'), applicant))).toBe('7 LPA');
    expect(said(answerQuestion(q('Expectativa salarial'), applicant))).toBe('11 LPA');
    expect(said(answerQuestion(q('Aviso prévio (dias)'), applicant))).toBe('45');
  });
});
