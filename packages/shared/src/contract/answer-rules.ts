// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

import { CUSTOM_ANSWERS_LIMITS } from './custom-answers-limits';

/** How an answer is typed: free text, a number, or one of the question's options. */
export const ANSWER_INPUTS = ['text', 'number', 'choice'] as const;
export type AnswerInput = (typeof ANSWER_INPUTS)[number];

/** Why an answer was refused (400 `{"answer": [...]}`), in plain words. */
export const answerNeededMessages = {
  blank: 'Please enter an answer.',
  notAnOption: 'Please choose one of the options.',
  notANumber: 'Please enter a number.',
  noCustomRoom: `You already have ${CUSTOM_ANSWERS_LIMITS.questions} custom answers; delete one under Additional Information first.`,
} as const;

/**
 * Why an answer is refused, or undefined when it fits the question. The same check runs in the
 * browser (before sending) and on the server.
 */
export function answerProblem(
  question: { input: AnswerInput; options: string[] | null },
  answer: string,
): string | undefined {
  const text = answer.trim();
  if (text === '') return question.input === 'choice' ? answerNeededMessages.notAnOption : answerNeededMessages.blank;
  if (question.input === 'choice' && !(question.options ?? []).includes(text)) return answerNeededMessages.notAnOption;
  if (question.input === 'number' && !/^-?\d+(\.\d+)?$/.test(text)) return answerNeededMessages.notANumber;
  return undefined;
}
