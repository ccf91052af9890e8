import { formQuestion, yesNoQuestion } from '@test/helpers/form-question';
import { answerQuestion } from '../answer-question';
import type { Answer } from '../applicant';
import { applicantOf } from '../corpus/applicant-of';

const q = formQuestion;
const yesNo = yesNoQuestion;
const said = (answer: Answer) => (answer.answered ? answer.value : 'asked');

const withResume = (...lines: string[]) =>
  applicantOf({
    email: 'ines@example.com',
    linkedinEmail: 'ines@example.com',
    firstName: 'Ines',
    lastName: 'Costa',
    noticePeriodDays: 30,
    currentPay: null,
    expectedPay: null,
    custom: {},
    resumeText: ['Ines Costa', 'Lisbon, Portugal | ines@example.com', ...lines].join('\n'),
    followCompanies: false,
  });

const engineer = withResume('B.E. in Mechanical Production, University of Porto, 2019');
const chemist = withResume('Bachelor of Science in Chemistry, University of Lisbon, 2018');
const twoDegrees = withResume(
  'Master of Science in Data Science, NOVA, 2021',
  'Bachelor of Science in Mathematics, University of Lisbon, 2019',
);

describe('education: the degree by its name', () => {
  it('an engineering degree by its name is a degree in engineering', () => {
    const question = yesNo('Do you hold a bachelor’s degree in Engineering?');
    expect(said(answerQuestion(question, engineer))).toBe('Yes');
    expect(said(answerQuestion(question, chemist))).toBe('No');
    const orRelated = yesNo('Do you hold a bachelor’s degree in Engineering or a related field?');
    expect(
      said(answerQuestion(orRelated, withResume('Bachelor of Arts in Journalism, University of Coimbra, 2016'))),
    ).toBe('No');
    expect(said(answerQuestion(orRelated, engineer))).toBe('Yes');
  });

  it('the degree asked as a field is its name, where there is one degree', () => {
    expect(said(answerQuestion(q('Degree name'), chemist))).toBe('Bachelor of Science');
    expect(said(answerQuestion(q('Degree name'), twoDegrees))).toBe('asked');
  });

  it('the most recent degree is the one degree there is; of two, it is the applicant’s to say', () => {
    const question = q('Your most recent qualification', 'select', [
      'High School',
      "Bachelor's Degree",
      "Master's Degree",
    ]);
    expect(said(answerQuestion(question, chemist))).toBe("Bachelor's Degree");
    expect(said(answerQuestion(question, twoDegrees))).toBe('asked');
  });

  it('an option naming kinds of degree is met only by a degree of that kind', () => {
    const question = q('Highest degree earned', 'select', ['B.Tech / B.E.', 'B.Sc', 'M.Tech / M.E.', 'Other']);
    expect(said(answerQuestion(question, engineer))).toBe('B.Tech / B.E.');
    expect(said(answerQuestion(question, chemist))).toBe('B.Sc');
    const generic = q('Highest degree earned', 'select', ['B.Tech / B.E.', "Bachelor's (other)"]);
    expect(said(answerQuestion(generic, chemist))).toBe("Bachelor's (other)");
  });
});
