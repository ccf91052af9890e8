import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { understand } from '..';

const q = formQuestion;
const yesNo = yesNoQuestion;

// One case per rule and shape; each rule's own module is named in the test's title.
describe('understand: each rule reads its kind of question into a meaning', () => {
  it('phone-country: the country select beside the phone number', () => {
    expect(understand(q('Phone country code', 'select', ['India (+91)']))).toEqual({ kind: 'phone-country' });
  });

  it('pay: expected pay with its currency', () => {
    expect(understand(q('Expected annual salary (EUR)'))).toMatchObject({
      kind: 'pay',
      pay: { which: 'expected', currency: 'EUR' },
    });
  });

  it('pay: total compensation and day rates are not a salary the user gave', () => {
    expect(understand(q('What total compensation package are you targeting?'))).toBeUndefined();
    expect(understand(q('Your expected day rate'))).toBeUndefined();
    // Read as pay other than a salary: only someone with no pay at all answers it (0 for current pay).
    expect(understand(q('Expected salary as a contractor (C2C)'))).toMatchObject({
      kind: 'pay',
      pay: { which: 'expected', otherThanSalary: true },
    });
    // A misspelt word of expectation is the word.
    expect(understand(q('Salary expectatons?'))).toMatchObject({ kind: 'pay', pay: { which: 'expected' } });
  });

  it('degree-subject: a degree in a subject, its alternatives and "or related"', () => {
    expect(understand(yesNo('Do you hold a Master’s degree in Data Science or a related discipline?'))).toMatchObject({
      kind: 'degree-subject',
      level: 'master',
      subject: 'data science',
      related: true,
    });
    expect(understand(yesNo('Bachelor’s in Physics / Mathematics'))).toMatchObject({
      subject: 'physics / mathematics',
    });
    expect(understand(q('Field of study'))).toMatchObject({ kind: 'degree-subject', subject: '*' });
  });

  it('near-place: living in, commuting to a named place, with a distance when given', () => {
    expect(understand(yesNo('Do you currently live in Seattle, WA?'))).toMatchObject({
      kind: 'near-place',
      ask: 'lives',
    });
    expect(understand(yesNo('Could you commute daily to our Austin, Texas office?'))).toMatchObject({ ask: 'commute' });
    expect(understand(yesNo('Do you reside within 25 miles of Boston?'))).toMatchObject({ withinKm: 40.225 });
    // A role based somewhere says nothing about where the applicant lives.
    expect(understand(yesNo('This role is based in Denver. Is that OK?'))?.kind).not.toBe('near-place');
  });

  it('topic: the screening templates (authorization with sponsorship in one question)', () => {
    expect(
      understand(yesNo('Are you authorized to work in Canada and will you not need sponsorship now or in the future?')),
    ).toMatchObject({
      kind: 'topic',
      topic: { family: 'work-authorization', subject: 'canada', withoutSponsorship: true },
    });
  });

  it('notice and start: a delay asked in weeks is the notice period', () => {
    expect(understand(q('What is your notice period?'))).toEqual({ kind: 'notice' });
    expect(
      understand(q('How many weeks do you need between accepting an offer and starting?', 'numeric')),
    ).toMatchObject({
      kind: 'topic',
      topic: { family: 'start-date' },
    });
  });

  it('link: LinkedIn, GitHub and a personal site, asked as a field', () => {
    expect(understand(q('Link to your LinkedIn'))).toEqual({ kind: 'link', site: 'linkedin' });
    expect(understand(q('GitHub username or URL'))).toEqual({ kind: 'link', site: 'github' });
    expect(understand(q('Personal website'))).toEqual({ kind: 'link', site: 'website' });
  });

  it('contact: the applicant’s own email, phone and name, never a referrer’s', () => {
    expect(understand(q('Mobile number', 'text', [], { placeholder: '+1 555 123 4567' }))).toEqual({
      kind: 'contact',
      field: 'phone',
      international: true,
    });
    expect(understand(q('What is your full name?'))).toEqual({ kind: 'contact', field: 'full-name' });
    expect(understand(q('Email of the person who referred you'))).toBeUndefined();
  });

  it('location: city, country, region, "City, Country" from the help line; not a preference', () => {
    expect(understand(q('Which city are you based in?'))).toEqual({ kind: 'location', part: 'city' });
    expect(understand(q('Country of residence'))).toEqual({ kind: 'location', part: 'country' });
    expect(understand(q('Current location', 'text', [], { description: 'Format: City, Country' }))).toEqual({
      kind: 'location',
      part: 'city-country',
    });
    expect(understand(q('Preferred work location'))).toBeUndefined();
  });

  it('experience: a skill, a function, a role, the total; figure, months, threshold', () => {
    expect(understand(q('How many years have you used Terraform?', 'numeric'))).toMatchObject({
      kind: 'experience',
      unit: 'years',
    });
    expect(understand(q('Months of experience with Kotlin', 'numeric'))).toMatchObject({ unit: 'months' });
    expect(understand(yesNo('Do you have 4+ years of experience in Marketing?'))).toMatchObject({
      about: { function: 'marketing' },
      minimum: 4,
      yesNo: true,
    });
    expect(understand(yesNo('Do you have at least six months of experience?'))).toMatchObject({
      about: { total: true },
      minimum: 0.5,
    });
    expect(understand(q('How many years have you worked as a product designer?', 'numeric'))).toMatchObject({
      about: { role: 'product designer' },
    });
  });

  it('languages, education facts, authorization status', () => {
    expect(understand(q('Which languages do you speak?'))).toEqual({ kind: 'languages', other: false });
    expect(understand(q('Cumulative GPA'))).toEqual({ kind: 'education-fact', fact: 'gpa' });
    expect(understand(q('Immigration status', 'select', ['Citizen', 'Requires sponsorship']))).toEqual({
      kind: 'authorization-status',
    });
  });

  it('consent: a lone required box agreeing to the application’s terms', () => {
    expect(understand(q('I confirm the information I provided is accurate', 'checkbox', ['I confirm']))).toEqual({
      kind: 'consent',
    });
  });

  it('leaves to the user what is conditional or two questions in one', () => {
    expect(understand(yesNo('If you are based outside the EU, do you hold a work permit?'))).toBeUndefined();
    expect(understand(yesNo('Do you live in Spain? Can you work from our Madrid office?'))).toBeUndefined();
  });
});

describe('understand: what is asked, apart from the context around it', () => {
  it('notice: an employer’s notice (privacy, legal) is not the notice period', () => {
    expect(
      understand(q('I have read the applicant data notice and understand it', 'checkbox', ['Done']))?.kind,
    ).not.toBe('notice');
    expect(understand(q('Notice of our hiring process: please read before continuing'))?.kind).not.toBe('notice');
    expect(understand(q('How much notice must you give your current employer?'))).toEqual({ kind: 'notice' });
  });

  it('one question with a bracketed aside or what the employer cannot offer after it is one question', () => {
    expect(understand(q('Which other languages do you speak? (Please list them)'))?.kind).toBe('languages');
    expect(
      understand(
        yesNo('Are you allowed to work in Ireland? Regrettably we do not offer visa sponsorship for this post.'),
      ),
    ).toMatchObject({ kind: 'topic', topic: { family: 'work-authorization', subject: 'ireland' } });
    // A condition after the question mark asks something more.
    expect(
      understand(yesNo('Do you hold a forklift licence? If not, would you get one within a month?')),
    ).toBeUndefined();
  });

  it('topic: the template is read from the question, not from a statement beside it', () => {
    expect(
      understand(yesNo('Can you legally work in Canada? Note that this employer cannot sponsor work permits.')),
    ).toMatchObject({ topic: { family: 'work-authorization' } });
  });

  it('an open question about anything to disclose is the user’s own words', () => {
    expect(
      understand(
        q(
          'Every hire goes through a background check. Is there anything you would want us to know before it starts?',
          'textarea',
        ),
      ),
    ).toBeUndefined();
  });

  it('near-place: a place said of the role is not where the applicant lives', () => {
    expect(
      understand(yesNo('Do you understand that this job is located in Denver and needs you in the office weekly?')),
    ).not.toMatchObject({ ask: 'lives' });
    expect(understand(yesNo('Are you currently located in Denver, CO?'))).toMatchObject({ ask: 'lives' });
  });

  it('consent: a box naming another document beside the terms is more than applying', () => {
    const box = (text: string) => q(text, 'checkbox', [text]);
    expect(understand(box('I accept the Candidate Privacy Policy and Code of Culture'))).toBeUndefined();
    expect(understand(box('I accept the Terms and Conditions'))).toEqual({ kind: 'consent' });
    expect(understand(box('Data protection (GDPR) statement: I accept'))).toEqual({ kind: 'consent' });
    expect(
      understand(box('I agree to join the talent community for future opportunities and the privacy policy')),
    ).toBeUndefined();
  });

  it('notice: starting or beginning within a span of weeks is the notice period', () => {
    expect(understand(yesNo('Could you begin work within the next 2 to 3 weeks?'))).toEqual({ kind: 'notice' });
    expect(understand(yesNo('Are you able to commence within 10 days?'))).toEqual({ kind: 'notice' });
  });

  it('a request to enter a field asks the field itself', () => {
    expect(understand(q('Kindly provide your full name'))).toEqual({ kind: 'contact', field: 'full-name' });
    expect(understand(q('Please type your email'))).toEqual({ kind: 'contact', field: 'email' });
  });

  it('education: levels offered as alternatives ask for the lowest; the level with more asked is not the level', () => {
    expect(understand(yesNo('Do you hold an associate’s or bachelor’s degree?'))).toMatchObject({
      topic: { family: 'education-completed', subject: 'associate' },
    });
    expect(understand(yesNo('Have you earned a Master’s or a PhD in Physics?'))).toMatchObject({
      kind: 'degree-subject',
      level: 'master',
    });
    expect(understand(q('Highest level of education, with the year you finished'))).toBeUndefined();
  });

  it('contact: a preferred or former name is not the profile’s name', () => {
    expect(understand(q('Preferred first name'))).toBeUndefined();
    expect(understand(q('Full name (if different from your legal name)'))).toBeUndefined();
  });

  it('relocation: help with moving is another question; moving on a condition is marked', () => {
    expect(understand(yesNo('Would you need relocation support from the company?'))).toBeUndefined();
    expect(understand(yesNo('Are you open to relocating at your own expense?'))).toMatchObject({
      topic: { family: 'relocation', onCondition: true },
    });
  });

  it('pay: a stipend or a rate is not the salary; the currency may stand in the help line', () => {
    expect(understand(q('What monthly stipend do you expect?'))).toBeUndefined();
    expect(understand(q('Your expected rate'))).toBeUndefined();
    expect(understand(q('Expected salary', 'numeric', [], { description: 'Gross, in CHF per year' }))).toMatchObject({
      kind: 'pay',
      pay: { which: 'expected', currency: 'CHF', period: 'year' },
    });
  });

  it('notice: starting immediately or within a span is the notice period against the span', () => {
    expect(understand(yesNo('Can you start immediately or within 3 weeks?'))).toEqual({ kind: 'notice' });
  });

  it('a condition on the applicant that their data does not settle leaves the question to them', () => {
    expect(understand(yesNo('If you hold a passport, can you travel abroad at short notice?'))).toBeUndefined();
    expect(understand(yesNo('If you are serving notice, can you join within 30 days?'))).toBeUndefined();
  });

  it('near-place: another way to meet the question beside living there is marked', () => {
    expect(understand(yesNo('Do you live in Leeds, or would you be willing to travel there weekly?'))).toMatchObject({
      ask: 'lives',
      orElse: true,
    });
    expect(understand(yesNo('Do you live in Leeds or Bradford?'))).not.toHaveProperty('orElse');
  });
});

describe('understand: where the applicant lives against a time zone', () => {
  it('time-zone: within so many hours of a zone, or in it', () => {
    expect(understand(yesNo('Do you reside within 4 hours of Central time?'))).toEqual({
      kind: 'time-zone',
      zones: [-6],
      hours: [4, 4],
    });
    expect(understand(yesNo('Are you based within 1-2 hours of GMT?'))).toMatchObject({ zones: [0], hours: [1, 2] });
    expect(understand(yesNo('Are you located in the Mountain time zone?'))).toMatchObject({
      zones: [-7],
      hours: [0, 0],
    });
    // Several zones named: any one of them will do ("Eastern or Central" is not Eastern alone).
    expect(understand(yesNo('Do you live in the Eastern or Central time zone?'))).toMatchObject({ zones: [-5, -6] });
    expect(understand(yesNo('Are you based in the PST/MST time zones?'))).toMatchObject({ zones: [-8, -7] });
    // A meeting across zones says nothing of where the applicant lives.
    expect(understand(yesNo('Can you join calls within 2 hours of Pacific time?'))).toBeUndefined();
  });
});

describe('understand: logistics on terms the user’s answers do not speak to', () => {
  it('other terms of work are not the general answer', () => {
    expect(understand(yesNo('Could you work remotely on a freelance basis?'))).toBeUndefined();
    expect(understand(yesNo('Are you happy to work hybrid including some weekends?'))).toBeUndefined();
    expect(understand(yesNo('Would you relocate for a temporary assignment?'))).toMatchObject({
      topic: { family: 'relocation', onCondition: true },
    });
    expect(understand(yesNo('Are you planning to relocate this year?'))).toMatchObject({
      topic: { onCondition: true },
    });
  });

  it('start-immediately: not availability for a call, nor “immediately or serving notice”', () => {
    expect(understand(yesNo('Are you immediately available for a short screening call?'))).toBeUndefined();
    expect(understand(yesNo('Are you an immediate joiner, or currently serving your notice?'))?.kind).not.toBe('topic');
    expect(understand(yesNo('Can you join immediately?'))).toMatchObject({ topic: { family: 'start-immediately' } });
  });
});

describe('understand: what a consent box agrees to', () => {
  it('something done under the privacy policy is that something, not the policy', () => {
    const box = (text: string) => q(text, 'checkbox', ['I agree']);
    expect(
      understand(box('I agree to video interviews being recorded as described in the privacy notice')),
    ).toBeUndefined();
    expect(understand(box('I agree to the Terms of Use in line with the Candidate Charter'))).toEqual({
      kind: 'consent',
    });
  });
});

describe('understand: words of other languages and other ways of writing a place', () => {
  it('contact: the phone in Spanish and Chinese; a country code in Chinese is not the phone', () => {
    expect(understand(q('Número de celular'))).toMatchObject({ kind: 'contact', field: 'phone' });
    expect(understand(q('联系电话'))).toMatchObject({ kind: 'contact', field: 'phone' });
    expect(understand(q('电话国家区号'))?.kind).not.toBe('contact');
  });

  it('near-place: a city and its state joined by a hyphen', () => {
    expect(understand(yesNo('Do you live near Boulder-Colorado?'))).toMatchObject({
      kind: 'near-place',
      places: [{ kind: 'city', name: 'Boulder', region: 'CO' }],
    });
  });
});

describe('understand: more wordings of the same meanings', () => {
  it('topic: the right to live and work, being allowed, working without a visa, an H-1B to obtain', () => {
    const family = (label: string) => {
      const meaning = understand(yesNo(label));
      return meaning?.kind === 'topic' ? meaning.topic : undefined;
    };
    expect(family('Have you got the right to live and work in Ireland?')).toMatchObject({
      family: 'work-authorization',
      subject: 'ireland',
    });
    expect(family('Are you lawfully allowed to work in Canada?')).toMatchObject({ family: 'work-authorization' });
    expect(family('Could you work in Germany without a visa?')).toMatchObject({
      family: 'work-authorization',
      withoutSponsorship: true,
    });
    expect(family('Will you need an H1B to take this job?')).toMatchObject({ family: 'sponsorship' });
    expect(family('Are you above the age of 18?')).toMatchObject({ family: 'over-18' });
  });

  it('notice, grade average and a skill with its unit in brackets', () => {
    expect(understand(q('How many weeks of notice must you serve?', 'numeric'))).toEqual({ kind: 'notice' });
    expect(understand(q("What's your CGPA?"))).toEqual({ kind: 'education-fact', fact: 'gpa' });
    expect(understand(q('Scala (in years)', 'numeric'))).toMatchObject({
      kind: 'experience',
      about: { skill: 'scala' },
      unit: 'years',
    });
  });
});

describe('understand: thresholds', () => {
  it('experience: "more than N years" is not met by N exactly; "N years or older" is of age', () => {
    const meaning = understand(yesNo('Do you have more than 3 years of experience with Go?'));
    expect(meaning).toMatchObject({ kind: 'experience', yesNo: true });
    expect(meaning?.kind === 'experience' && meaning.minimum! > 3).toBe(true);
    expect(understand(yesNo('Are you 18 years of age or older?'))).toMatchObject({ topic: { family: 'over-18' } });
  });
});

describe('understand: applying for oneself', () => {
  it('topic: applying for yourself is read; "for yourself or for a client" is not', () => {
    expect(understand(yesNo('Are you applying to this job for yourself (not via a recruiter)?'))).toMatchObject({
      topic: { family: 'self-application' },
    });
    expect(understand(yesNo('Are you applying for yourself or for a client?'))).toBeUndefined();
  });
});
