import { answerQuestion } from '../answer-question';
import type { Applicant } from '../applicant';
import { profiles, type ProfileName } from './profiles';
import type { CorpusQuestion } from './split';

export type Verdict = 'right' | 'wrong' | 'missed' | 'asked';

/**
 * right: answered as labelled; wrong: answered something else, or answered where the label is
 * "ask" (an invented answer); missed: not answered though the data held the answer; asked: not
 * answered, correctly.
 */
export function judge(question: CorpusQuestion, name: ProfileName, applicant: Applicant = profiles[name]) {
  const expected = question.expected[name];
  const answer = answerQuestion(question, applicant);
  let verdict: Verdict;
  if (!answer.answered) verdict = expected === 'ask' ? 'asked' : 'missed';
  else verdict = JSON.stringify(answer.value) === JSON.stringify(expected) ? 'right' : 'wrong';
  return { verdict, expected, answer };
}
