import { profiles, type ProfileName } from '../corpus/profiles';
import { judge, questions } from '../corpus/score';

// Over the whole labelled corpus the engine never answers wrong (a wrong answer or an answer where
// the data holds none). How often it asks while the data held the answer is a benchmark figure
// (`pnpm bench answers`), not a test.
describe('answer engine over the screening-question corpus', () => {
  it('holds at least 300 questions, each labelled for every profile', () => {
    expect(questions.length).toBeGreaterThanOrEqual(300);
    for (const question of questions)
      expect(Object.keys(question.expected).sort()).toEqual(Object.keys(profiles).sort());
  });

  for (const name of Object.keys(profiles) as ProfileName[]) {
    it(`answers nothing wrong for the ${name} profile`, () => {
      const wrong = questions
        .map((question) => ({ question: question.label, ...judge(question, name) }))
        .filter((result) => result.verdict === 'wrong')
        .map(({ question, expected, answer }) => ({ question, expected, answer }));
      expect(wrong).toEqual([]);
    });
  }
});
