import type { FormQuestion } from './applicant';
import { meaningKey, understand } from './understand';

const CHOICE_KINDS = new Set<FormQuestion['kind']>(['select', 'radio', 'checkbox']);

/**
 * Two questions one answer of the user answers alike, whatever their words: the same meaning
 * (which fact, about what: see meaningKey) asked in the same shape — a figure in the same units, a
 * text, or the same choices; a yes / no with its threshold. A posting asking such a question while
 * another one's is open waits on that one, so the user is asked once. Undefined when the bot did
 * not understand the question: then only the same words make the same question.
 */
export function sameQuestionKey(question: FormQuestion): string | undefined {
  const meaning = understand(question);
  const key = meaning && meaningKey(meaning);
  if (!meaning || !key) return undefined;
  const parts = [key];
  if (meaning.kind === 'experience')
    parts.push(meaning.unit, `min:${meaning.minimum ?? ''}`, `max:${meaning.maximum ?? ''}`);
  if (meaning.kind === 'contact' && meaning.international !== undefined) parts.push(`intl:${meaning.international}`);
  if (CHOICE_KINDS.has(question.kind) && question.options.length > 0) {
    const options = question.options.map((option) => option.trim().toLowerCase()).sort();
    parts.push(`choice:${options.join('|')}`);
  } else if (question.kind === 'numeric') {
    // A figure's unit may be said anywhere around the field; different units are different answers.
    const around = [question.label, question.description, question.placeholder, ...(question.hints ?? [])].join(' ');
    const units = new Set(around.toLowerCase().match(/\b(hour|day|week|month|year)(?=s?\b)/g) ?? []);
    parts.push(`number:${[...units].sort().join(',')}`);
  } else {
    parts.push('text');
  }
  return parts.join('|');
}
