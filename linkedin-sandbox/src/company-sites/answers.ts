import type { CompanyQuestion } from './schema';
import type { CompanyAnswer } from './submissions';

/** What a form's field held for one question, before it is checked. */
export type RawAnswer = string | string[] | { file: string } | null;

const isBlank = (raw: RawAnswer) =>
  raw === null || (typeof raw === 'string' && raw.trim() === '') || (Array.isArray(raw) && raw.length === 0);

/**
 * Checks one answer as the systems do on their side: a required question answered, a choice one of
 * the options, a number a number, a date a date. Returns the problem ("required", "invalid") or
 * the answer to record.
 */
export function checkAnswer(
  question: CompanyQuestion,
  raw: RawAnswer,
): { problem: 'required' | 'invalid' } | { answer: CompanyAnswer | null } {
  if (raw === null || isBlank(raw)) return question.required ? { problem: 'required' } : { answer: null };
  const answer = (value: string | string[]) => ({ answer: { questionId: question.id, label: question.label, value } });
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    return question.kind === 'file' ? answer(raw.file) : { problem: 'invalid' };
  }
  const values = (Array.isArray(raw) ? raw : [raw]).map((v) => v.trim()).filter(Boolean);
  switch (question.kind) {
    case 'multi-select':
      return values.every((v) => question.options!.includes(v)) ? answer(values) : { problem: 'invalid' };
    case 'select':
      return values.length === 1 && question.options!.includes(values[0]!)
        ? answer(values[0]!)
        : { problem: 'invalid' };
    case 'yes-no':
      return values.length === 1 && ['Yes', 'No'].includes(values[0]!) ? answer(values[0]!) : { problem: 'invalid' };
    case 'checkbox':
      return answer('Yes');
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(values[0]!) ? answer(values[0]!) : { problem: 'invalid' };
    case 'date':
      return Number.isNaN(Date.parse(values[0]!)) ? { problem: 'invalid' } : answer(values[0]!);
    case 'file':
      return { problem: 'invalid' };
    default:
      return answer(values.join('\n'));
  }
}
