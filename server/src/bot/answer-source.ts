import { questionKey } from '../db/repositories/answers-needed';
import type { Answer, Applicant, FormQuestion } from './answers/applicant';

/**
 * Where the user's data really came from, for the sources the answer engine cannot tell apart on
 * its own: the LinkedIn login email (the engine calls every email "profile") and a custom answer
 * the user gave under "Answers needed" (stored with Additional Information's custom answers).
 * The one place these are mapped; the answer engine may return the precise source itself.
 */
export interface SourceFacts {
  applicant: Pick<Applicant, 'linkedinEmail' | 'custom'>;
  /** Keys (questionKey) of the questions the user answered under "Answers needed". */
  answeredUnderAnswersNeeded: ReadonlySet<string>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function withTrueSource(question: FormQuestion, answer: Answer, facts: SourceFacts): Answer {
  if (!answer.answered) return answer;
  const values = Array.isArray(answer.value) ? answer.value : [answer.value];
  const { linkedinEmail, custom } = facts.applicant;
  if (answer.source === 'profile' && linkedinEmail && values.some((v) => same(v, linkedinEmail))) {
    return { ...answer, source: 'linkedin_account' };
  }
  if (answer.source === 'custom_information' && fromAnswersNeeded(question, values, custom, facts)) {
    return { ...answer, source: 'answers_needed' };
  }
  return answer;
}

/** The form's question was answered under "Answers needed", or the value is such an answer's text. */
function fromAnswersNeeded(
  question: FormQuestion,
  values: string[],
  custom: Record<string, string>,
  facts: SourceFacts,
): boolean {
  const keys = facts.answeredUnderAnswersNeeded;
  if (keys.has(questionKey(question.label))) return true;
  return Object.entries(custom).some(
    ([asked, given]) => keys.has(questionKey(asked)) && values.some((value) => same(value, given)),
  );
}
