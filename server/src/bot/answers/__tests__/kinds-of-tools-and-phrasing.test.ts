import { formQuestion as q, yesNoQuestion as yesNo } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import { applicantWith, said } from './probe-applicant';

// A developer whose resume lists languages and a database with years, and what she studied.
const meera = applicantWith([
  'Meera Iyer — Software Engineer',
  'Chennai, India | meera@example.com',
  '4 years of experience building web services.',
  'Skills: Kotlin (4 years), MySQL (3 years), Docker (2 years), Kubernetes',
  'Education: B.Sc in Statistics, University of Madras, 2019',
  'Languages: English, Tamil',
]);

// A recruiter: no programming language, no database, a degree in Psychology.
const tom = applicantWith([
  'Tom Reyes — Recruiter',
  'Austin, TX | tom@example.com',
  'Recruiter with 5 years of experience in technical recruiting.',
  'Tools: Greenhouse (4 years), LinkedIn Recruiter',
  'Bachelor of Science in Psychology, Texas State University, 2018',
  'Languages: English, Spanish',
]);

describe('a kind of tool named in words', () => {
  it('reads databases by the databases (and SQL) the resume lists', () => {
    expect(said(answerQuestion(yesNo('Have you worked with databases?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have database management experience?'), meera))).toBe('Yes');
    // Years with MySQL are years with databases at least: a minimum they meet is a yes, a higher one asked.
    expect(said(answerQuestion(yesNo('Do you have 2+ years of experience with databases?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with databases?'), meera))).toBe('asked');
    // No figure: the kind's years may be more than one tool's.
    expect(said(answerQuestion(q('How many years of experience do you have with databases?', 'numeric'), meera))).toBe(
      'asked',
    );
    expect(said(answerQuestion(yesNo('Do you have experience with databases?'), tom))).toBe('asked');
  });

  it('reads programming and coding by any programming language the resume lists', () => {
    expect(said(answerQuestion(yesNo('Do you have programming experience?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you got any coding experience?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience writing code?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3 years of programming experience?'), meera))).toBe('Yes');
    // "Languages: English, Spanish" names no programming language.
    expect(said(answerQuestion(yesNo('Do you have experience with programming languages?'), tom))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have coding experience?'), tom))).toBe('asked');
  });

  it('reads containerized applications and orchestration platforms by Docker and Kubernetes', () => {
    expect(
      said(
        answerQuestion(
          yesNo('Do you have experience deploying containerized workloads and orchestration tools?'),
          meera,
        ),
      ),
    ).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you worked with containerization technologies?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with containerized applications?'), tom))).toBe('asked');
  });
});

describe('what was studied is no experience', () => {
  it('does not read a degree subject or a spoken language as work done with it', () => {
    expect(said(answerQuestion(yesNo('Do you have experience in statistics?'), meera))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience in psychology?'), tom))).toBe('asked');
    // The same word among the skills is experience.
    expect(said(answerQuestion(yesNo('Do you have experience with Greenhouse?'), tom))).toBe('Yes');
  });
});

describe('a minimum written in words', () => {
  it('reads "two or more years" as a minimum of 2', () => {
    expect(said(answerQuestion(yesNo('Do you have two or more years of experience with Kotlin?'), meera))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have three or more years of experience with Docker?'), meera))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have five plus years of experience with MySQL?'), meera))).toBe('No');
  });
});

// A developer with a stated total, and a salesperson with one.
const kofi = applicantWith([
  'Kofi Mensah — Software Engineer',
  'Accra, Ghana | kofi@example.com',
  'Software Engineer with 7 years of experience in fintech.',
  'Skills: Ruby (6 years), Elixir (2 years), Redis',
]);

describe('experience asked in other phrasings', () => {
  it('reads "experience of", "X knowledge", "knowledge about" and "previously used" as experience with X', () => {
    expect(said(answerQuestion(yesNo('Do you have experience of Ruby?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have Elixir knowledge?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have any knowledge about Redis?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you previously used Ruby?'), kofi))).toBe('Yes');
    // Knowing it well is a level the resume does not state.
    expect(said(answerQuestion(yesNo('Do you have strong Ruby knowledge?'), kofi))).toBe('asked');
    // Not on the resume: asked, never a no.
    expect(said(answerQuestion(yesNo('Do you have Haskell knowledge?'), kofi))).toBe('asked');
  });

  it('reads building something with a tool as developing with it', () => {
    expect(said(answerQuestion(yesNo('Have you built web applications using Ruby?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you developed services in Elixir?'), kofi))).toBe('Yes');
    // Building on an application people use is a trade of its own: naming it is no yes.
    expect(said(answerQuestion(yesNo('Have you built dashboards in Excel?'), meera))).toBe('asked');
  });

  it('reads the minimum however it is placed', () => {
    expect(said(answerQuestion(yesNo('Is your experience with Ruby more than 5 years?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your experience in Elixir at least 3 years?'), kofi))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have 5 years of experience or more?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 10 years of experience or above?'), kofi))).toBe('No');
  });

  it('reads the unit said before the skill, after it with a dash, and the skill in brackets', () => {
    expect(said(answerQuestion(q('What is your experience in years with Ruby?', 'numeric'), kofi))).toBe('6');
    expect(said(answerQuestion(q('Experience with Elixir - number of years'), kofi))).toBe('2');
    expect(said(answerQuestion(q('Years of experience (Ruby)'), kofi))).toBe('6');
    // A bracket that qualifies the years is no skill: the total.
    expect(said(answerQuestion(q('Years of experience (post graduation)'), kofi))).toBe('7');
    expect(said(answerQuestion(q('How many years have you been writing Ruby?', 'numeric'), kofi))).toBe('6');
    expect(
      said(answerQuestion(q('How many years of experience do you have as a professional?', 'numeric'), kofi)),
    ).toBe('7');
  });

  it('reads years whose other words only say how they were gained as the total', () => {
    expect(said(answerQuestion(yesNo('Do you have 5+ years of full-time professional work experience?'), kofi))).toBe(
      'Yes',
    );
    expect(
      said(answerQuestion(yesNo('Do you have at least 3 years of experience in a professional setting?'), kofi)),
    ).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 8+ years of hands-on industry experience?'), kofi))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have a minimum of 2 years of work experience in any field?'), kofi))).toBe(
      'Yes',
    );
    // What the work was is a skill, never dropped for the total.
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of professional experience developing Magento stores?'), kofi)),
    ).toBe('asked');
    // No stated total: asked.
    const graduate = applicantWith(['Lina Park', 'Seoul, South Korea | lina@example.com', 'Skills: Ruby (1 year)']);
    expect(said(answerQuestion(yesNo('Do you have 2+ years of full-time work experience?'), graduate))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have 4+ years of paid work experience?'), tom))).toBe('Yes');
  });
});

describe('kinds, roles and industries in more words', () => {
  it('reads a kind with a word for what its members are ("CRM platforms", "cloud technologies")', () => {
    const sales = applicantWith(['Ana Ruiz — Account Executive', 'Madrid, Spain', 'Tools: HubSpot (4 years)']);
    expect(said(answerQuestion(yesNo('Do you have experience with CRM platforms?'), sales))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with CRM solutions?'), sales))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you used version control software?'), sales))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience with database technologies?'), meera))).toBe('Yes');
  });

  it('reads one of several roles, and the software or tech industry as IT', () => {
    expect(
      said(answerQuestion(yesNo('Do you have 5+ years of experience as a software engineer or developer?'), kofi)),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you have 5+ years of experience as a data analyst or data scientist?'), kofi)),
    ).toBe('asked');
    expect(
      said(answerQuestion(q('How many years of experience do you have in the software industry?', 'numeric'), kofi)),
    ).toBe('7');
    expect(said(answerQuestion(yesNo('Do you have 10+ years of experience in the tech sector?'), kofi))).toBe('No');
    // "Software" alone may be any part of the industry: asked.
    expect(said(answerQuestion(yesNo('Do you have 3+ years of software experience?'), meera))).toBe('asked');
  });

  it('reads the skill after a heading of years, and the years a proficiency question asks after it', () => {
    expect(said(answerQuestion(q('Years of experience: Elixir'), kofi))).toBe('2');
    expect(said(answerQuestion(q('Years of experience - Ruby'), kofi))).toBe('6');
    expect(said(answerQuestion(q('Ruby, years of experience'), kofi))).toBe('6');
    expect(said(answerQuestion(q('Do you have proficiency in Ruby? How many years?'), kofi))).toBe('6');
    expect(said(answerQuestion(q('What is your total IT experience?', 'numeric'), kofi))).toBe('7');
    // Proficiency alone is a level: asked.
    expect(said(answerQuestion(yesNo('Do you have proficiency in Ruby?'), kofi))).toBe('asked');
  });
});

describe('years counted from graduating, and examples of a named skill', () => {
  it('reads experience after graduation, in a career or in the workforce as the total, never as a degree', () => {
    expect(said(answerQuestion(q('How many years of experience do you have after graduation?', 'numeric'), kofi))).toBe(
      '7',
    );
    expect(said(answerQuestion(q('How many years have you been in the workforce?', 'numeric'), kofi))).toBe('7');
    expect(
      said(answerQuestion(q('How many years of experience do you have in your career so far?', 'numeric'), kofi)),
    ).toBe('7');
    expect(said(answerQuestion(yesNo('Do you have at least 2 years of post-graduation work experience?'), kofi))).toBe(
      'Yes',
    );
    expect(said(answerQuestion(yesNo('Do you have 10+ years of experience after graduation?'), kofi))).toBe('No');
    // The field is the job's: asked.
    expect(said(answerQuestion(q('How many years of experience do you have in this field?', 'numeric'), kofi))).toBe(
      'asked',
    );
  });

  it('reads examples of a skill the resume names as that skill, a kind word alone as none', () => {
    expect(said(answerQuestion(yesNo('Do you have experience with Redis, including pub/sub?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with Elixir tools like Mix?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have experience with CRM tools such as Pipedrive?'), tom))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have experience with tools like Jira?'), tom))).toBe('asked');
    // Examples say nothing of how long.
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with Ruby gems like Rails?'), kofi))).toBe(
      'asked',
    );
  });
});

describe('years said with the verb', () => {
  it('reads the years one has used, worked or spent with a thing, and the total worked', () => {
    expect(said(answerQuestion(q('Number of years you have used Ruby'), kofi))).toBe('6');
    expect(said(answerQuestion(q('Elixir: number of years used'), kofi))).toBe('2');
    expect(said(answerQuestion(q('Total years worked'), kofi))).toBe('7');
    expect(said(answerQuestion(q('Total number of years you have worked professionally'), kofi))).toBe('7');
    expect(said(answerQuestion(q('Years you have spent in recruiting'), tom))).toBe('5');
    expect(said(answerQuestion(q('Experience level in years'), kofi))).toBe('7');
    expect(said(answerQuestion(q('What is your level of experience in years?', 'numeric'), kofi))).toBe('7');
    // Being employed now is not years worked.
    expect(said(answerQuestion(yesNo('Are you currently employed?'), kofi))).toBe('asked');
  });
});

describe('how the experience was had, around the skill', () => {
  it('reads direct, real-world and recent experience, and experience in a role of the work, as the work', () => {
    expect(said(answerQuestion(yesNo('Do you have direct fintech experience?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have real-world Elixir experience?'), kofi))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience in a technical recruiting role?'), tom))).toBe(
      'Yes',
    );
    expect(said(answerQuestion(yesNo('Do you have 6+ years of experience in a technical recruiting role?'), tom))).toBe(
      'No',
    );
    expect(said(answerQuestion(yesNo('Do you have experience in a client-facing position?'), tom))).toBe('asked');
  });
});

describe("a language's frameworks", () => {
  it('bounds them by the language, never claims them from it', () => {
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with Ruby frameworks?'), kofi))).toBe('asked');
    expect(said(answerQuestion(yesNo('Do you have 8+ years of experience with Ruby frameworks?'), kofi))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have experience with Ruby libraries?'), kofi))).toBe('asked');
    // A framework the resume does not name, given as an example, is asked.
    expect(said(answerQuestion(yesNo('Do you have experience with Ruby frameworks like Sinatra?'), kofi))).toBe(
      'asked',
    );
  });
});
