import type { Applicant, FormQuestion } from '../applicant';
import { readYesNo } from '../options-by-meaning';
import { topicAnswer } from './topic';
import type { Found } from './found';

/**
 * A work-authorization status offered as options: the option saying sponsorship is needed when the
 * user said they need it. Which status an authorized user holds (citizen, resident, visa) the data
 * does not say, so those are asked.
 */
export function authorizationStatusAnswer(question: FormQuestion, applicant: Applicant): Found {
  const sponsorship = topicAnswer(question, { family: 'sponsorship', subject: 'united states' }, applicant);
  if (!sponsorship || readYesNo(sponsorship.text) !== true) return undefined;
  const needing = question.options.filter(
    (o) =>
      /\bsponsor/i.test(o) &&
      /\b(need|needs|require|requires|required)\b/i.test(o) &&
      !/\b(no|not|without|don.?t)\b/i.test(o),
  );
  return needing.length === 1 ? { text: needing[0]!, source: sponsorship.source } : undefined;
}
