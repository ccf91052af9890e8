import type { FormQuestion } from '../applicant';
import { yesNoShaped } from './rule';

/**
 * A follow-up a yes / no field cannot take: "If not, please mention your notice period.", "If yes,
 * how many years?" — text to type, asked of one answer only. The field's Yes or No answers the
 * question before it; a follow-up that is itself a yes / no ("If yes, is it in CS?") is not one.
 */
const FOLLOW_UP =
  /^\s*if (not|no|yes|so)\b[\s,:-]*(then )?(please |kindly )?(mention|specify|explain|provide|share|state|enter|give|tell|let us know|list|describe|indicate|elaborate|write|type|how|what|when|which|why|where|in (which|what))\b[^?]*\??\s*$/i;

/** The yes / no question before such a follow-up, on a field of yes / no options; undefined for any other. */
export function questionBeforeFollowUp(label: string, question: FormQuestion): string | undefined {
  if (question.options.length === 0 || (question.kind !== 'radio' && question.kind !== 'select')) return undefined;
  if (!yesNoShaped(question)) return undefined;
  const end = label.indexOf('?');
  if (end < 0) return undefined;
  const after = label.slice(end + 1);
  return FOLLOW_UP.test(after) ? label.slice(0, end + 1).trim() : undefined;
}
