import { numberFormatOf } from '../../linkedin/number-format';
import { answerQuestion } from '../answer-question';
import type { Applicant, FormQuestion } from '../applicant';
import corpus from './questions.json';
import { profiles, type ProfileName } from './profiles';

/** One corpus question: the field as LinkedIn shows it and, per profile, the right answer or "ask". */
export interface CorpusQuestion extends FormQuestion {
  id: number;
  source: string;
  expected: Record<ProfileName, string | string[]>;
}

/**
 * Each question as the form reader hands it over: a number field's whole/decimal rule and bounds
 * come from LinkedIn's validation text the corpus records (`hints`), as on the page.
 */
export const questions = (corpus as Array<Omit<CorpusQuestion, 'required'>>).map((q) => ({
  ...q,
  required: true,
  ...(q.kind === 'numeric' && numberFormatOf({ hints: q.hints ?? [] })),
}));

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
