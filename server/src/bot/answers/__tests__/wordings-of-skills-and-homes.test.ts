import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';

const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

// A backend developer in Leeds with a stated total, skills with and without years.
const applicant = applicantOf({
  email: 'tomas@example.com',
  linkedinEmail: 'tomas@example.com',
  firstName: 'Tomas',
  lastName: 'Novak',
  noticePeriodDays: 30,
  currentPay: '',
  expectedPay: '',
  custom: {},
  resumeText: [
    'Tomas Novak — Software Developer',
    'Leeds, United Kingdom | +44 7700 900123 | tomas@example.com',
    'Software developer with 4 years of experience.',
    'Skills: Java (4 years), Redis (2 years), Terraform (1 year), Jenkins',
  ].join('\n'),
  followCompanies: false,
});

describe('experience: the activity named with the skill', () => {
  it('reads the skill after what is done with it ("managing", "writing")', () => {
    expect(said(answerQuestion(yesNo('Do you have experience administering Redis clusters?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have any experience writing Terraform scripts?'), applicant))).toBe('Yes');
    // An activity on something the resume does not name stays asked.
    expect(said(answerQuestion(yesNo('Do you have experience mentoring junior engineers?'), applicant))).toBe('asked');
  });

  it('reads the skill before a setting ("in a production environment")', () => {
    expect(said(answerQuestion(yesNo('Have you used Jenkins in a production environment?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Have you used Ansible in a professional setting?'), applicant))).toBe('asked');
  });

  it('reads a version of a skill as the skill', () => {
    expect(said(answerQuestion(yesNo('Do you have experience with Java 17?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with Java 11 or higher?'), applicant))).toBe(
      'Yes',
    );
    expect(said(answerQuestion(yesNo('Do you have 5+ years of experience with Java 11+?'), applicant))).toBe('No');
    // A figure after the skill that is its years, not a version.
    expect(said(answerQuestion(q('Java 3 years', 'text'), applicant))).toBe('asked');
  });
});

describe('experience: all of several skills', () => {
  it('answers no when one of them has fewer years than asked, whatever the others', () => {
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience with Terraform and Kubernetes?'), applicant)),
    ).toBe('No');
    // One of them with enough years, the other not named: asked.
    expect(said(answerQuestion(yesNo('Do you have 3+ years of experience with Java and Spring?'), applicant))).toBe(
      'asked',
    );
    // Examples of a kind are not bounded by one of them.
    expect(
      said(
        answerQuestion(yesNo('Are you experienced with infrastructure tools like Terraform and Pulumi?'), applicant),
      ),
    ).toBe('asked');
  });
});

describe('experience: a function widened to related ones', () => {
  it('answers from the function the applicant works in', () => {
    expect(
      said(
        answerQuestion(
          yesNo('Do you have 2+ years of experience in software development or a similar role?'),
          applicant,
        ),
      ),
    ).toBe('Yes');
    expect(
      said(
        answerQuestion(
          yesNo('Do you have at least 3 years of experience in software engineering or a related field?'),
          applicant,
        ),
      ),
    ).toBe('Yes');
    expect(
      said(
        answerQuestion(
          yesNo('Do you have at least 6 years of experience in software engineering or a related field?'),
          applicant,
        ),
      ),
    ).toBe('No');
    expect(
      said(answerQuestion(yesNo('Do you have 2+ years of experience in marketing or a related field?'), applicant)),
    ).toBe('asked');
  });
});

describe('where the user lives, asked in other words', () => {
  it('reads an address, being situated or domiciled, and a place joined to "based"', () => {
    expect(said(answerQuestion(yesNo('Is your primary address in the United Kingdom?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Is your home address in Ireland?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Do you have a residential address in Germany?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you domiciled in the UK?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you currently situated in France?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you Leeds based?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Are you a Bristol-based candidate?'), applicant))).toBe('No');
    // An address the user would need elsewhere is not where they live.
    expect(said(answerQuestion(yesNo('Can you provide an address in Dublin for payroll?'), applicant))).toBe('asked');
  });

  it('reads where one lives asked by its part alone', () => {
    expect(said(answerQuestion(q('Metropolitan area', 'select', ['London', 'Leeds', 'Manchester']), applicant))).toBe(
      'Leeds',
    );
    expect(said(answerQuestion(q('Closest major city', 'text'), applicant))).toBe('Leeds');
    expect(said(answerQuestion(q('Geographic region', 'select', ['Europe', 'North America', 'Asia']), applicant))).toBe(
      'Europe',
    );
    // The office one would work from is a preference, not a home.
    expect(said(answerQuestion(q('Nearest office', 'select', ['London', 'Leeds']), applicant))).toBe('asked');
  });
});

describe('a way of working at a named place', () => {
  const hybridYes = applicantOf({
    email: 'meera@example.com',
    linkedinEmail: 'meera@example.com',
    firstName: 'Meera',
    lastName: 'Nair',
    noticePeriodDays: 30,
    currentPay: '',
    expectedPay: '',
    custom: { 'Are you open to a hybrid way of working?': 'Yes', 'Can you commute to the office?': 'Yes' },
    resumeText: ['Meera Nair', 'Jaipur, India | meera@example.com'].join('\n'),
    followCompanies: false,
  });
  const hybridNo = applicantOf({
    email: 'ravi@example.com',
    linkedinEmail: 'ravi@example.com',
    firstName: 'Ravi',
    lastName: 'Iyer',
    noticePeriodDays: 30,
    currentPay: '',
    expectedPay: '',
    custom: { 'Are you open to a hybrid way of working?': 'No' },
    resumeText: ['Ravi Iyer', 'Jaipur, India | ravi@example.com'].join('\n'),
    followCompanies: false,
  });

  it('near home, is the user’s own answer about working that way', () => {
    const hybrid = yesNo('Would a hybrid arrangement at our Jaipur office work for you?');
    expect(said(answerQuestion(hybrid, hybridYes))).toBe('Yes');
    expect(said(answerQuestion(hybrid, hybridNo))).toBe('No');
    // On site near home is commuting to the office; no answer about it, asked.
    const onsite = yesNo('Can you work on-site at our Jaipur campus four days a week?');
    expect(said(answerQuestion(onsite, hybridYes))).toBe('Yes');
    expect(said(answerQuestion(onsite, hybridNo))).toBe('asked');
    // Far from home it is moving, which neither said.
    expect(said(answerQuestion(yesNo('Would a hybrid arrangement at our Delhi office work for you?'), hybridYes))).toBe(
      'asked',
    );
  });
});

describe('a notice period asked as whether there is one', () => {
  const withNotice = applicant; // 30 days
  const none = applicantOf({
    email: 'lena@example.com',
    linkedinEmail: 'lena@example.com',
    firstName: 'Lena',
    lastName: 'Fischer',
    noticePeriodDays: 0,
    currentPay: '',
    expectedPay: '',
    custom: {},
    resumeText: 'Lena Fischer\nBerlin, Germany',
    followCompanies: false,
  });

  it('is yes for a notice period of some days and no for none', () => {
    for (const label of [
      'Is there a notice period you must serve?',
      'Do you need to give notice with your current employer?',
    ]) {
      expect(said(answerQuestion(yesNo(label), withNotice))).toBe('Yes');
      expect(said(answerQuestion(yesNo(label), none))).toBe('No');
    }
    // Serving it now is not what the saved number says.
    expect(said(answerQuestion(yesNo('Are you serving a notice period right now?'), withNotice))).toBe('asked');
  });
});

describe('two questions joined by "and", each read', () => {
  it('is no when either one is no, yes when both are yes', () => {
    // 4 years in total, 30 days of notice.
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience and can you join within 6 weeks?'), applicant)),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience and can you join within 2 weeks?'), applicant)),
    ).toBe('No');
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience & can start within 2 weeks?'), applicant)),
    ).toBe('No');
    // The notice beside the experience is not the whole question.
    expect(
      said(answerQuestion(yesNo('Do you have 3+ years of experience with a notice period under 45 days?'), applicant)),
    ).toBe('Yes');
    expect(
      said(answerQuestion(yesNo('Do you have 8+ years of experience with a notice period under 45 days?'), applicant)),
    ).toBe('No');
    // One half the data does not answer, the other a yes: asked.
    expect(said(answerQuestion(yesNo('Do you hold a CFA charter and can you join within 6 weeks?'), applicant))).toBe(
      'asked',
    );
  });
});

describe('starting, in more words', () => {
  it('reads spans written in words and starting at once however put', () => {
    // 30 days of notice.
    expect(said(answerQuestion(yesNo('Could you join within a fortnight?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you able to begin within thirty days?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Can you start within forty-five days of an offer?'), applicant))).toBe('Yes');
    expect(said(answerQuestion(yesNo('Could you commence work immediately?'), applicant))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you able to start the role as soon as possible?'), applicant))).toBe('No');
  });
});

describe('a degree and where it is from', () => {
  const graduate = applicantOf({
    email: 'ana@example.com',
    linkedinEmail: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Costa',
    noticePeriodDays: 30,
    currentPay: '',
    expectedPay: '',
    custom: {},
    resumeText: ['Ana Costa', 'Porto, Portugal', 'Education: B.Sc. in Mathematics, University of Porto, 2019'].join(
      '\n',
    ),
    followCompanies: false,
  });

  it('reads the subject apart from the school, and a four-year degree as a level', () => {
    expect(
      said(
        answerQuestion(
          yesNo('Have you earned a four-year degree at a recognised institution of higher education?'),
          graduate,
        ),
      ),
    ).toBe('Yes');
    expect(
      said(
        answerQuestion(
          yesNo('Do you hold a degree in Mathematics or a related field from an accredited college?'),
          graduate,
        ),
      ),
    ).toBe('Yes');
    expect(
      said(
        answerQuestion(yesNo('Do you hold a degree in Chemistry from a top-ranked university in Europe?'), graduate),
      ),
    ).toBe('No');
  });

  it('reads a completed degree asked in the past tense or by its holder', () => {
    expect(said(answerQuestion(yesNo("Did you obtain a bachelor's degree?"), graduate))).toBe('Yes');
    expect(said(answerQuestion(yesNo("Are you a master's degree holder?"), graduate))).toBe('No');
    expect(said(answerQuestion(yesNo('Are you a holder of a doctorate?'), graduate))).toBe('No');
  });
});
