import type { Answer, FormQuestion } from './applicant';
import { understand } from './understand';
import { FIGURE_KINDS, joinedParts } from './understand/figure-parts';

/**
 * A field joining two figures is asked (`asksTwoFigures`), unless each of them is none for the user:
 * "Current CTC and notice period" for a graduate with no pay and no notice is "0" for both, so one
 * "0" says all. Any other pair of figures stays asked (two figures in different units cannot be
 * typed as one).
 */
export function everyFigureZero(
  question: FormQuestion,
  answerPart: (part: FormQuestion) => Answer,
): Answer | undefined {
  if (question.options.length > 0) return undefined;
  const parts = joinedParts(question.label);
  if (parts.length < 2) return undefined;
  let first: Answer | undefined;
  for (const label of parts) {
    const part = { ...question, label };
    const kind = understand(part)?.kind;
    if (!kind || !FIGURE_KINDS.has(kind)) return undefined;
    const answer = answerPart(part);
    // "0", "0 days": none of it (a unit after the zero is the part's own).
    if (!answer.answered || !/^0(\.0+)?( [a-z]+)?$/i.test(String(answer.value).trim())) return undefined;
    first ??= answer;
  }
  return first?.answered ? { ...first, value: '0' } : undefined;
}
