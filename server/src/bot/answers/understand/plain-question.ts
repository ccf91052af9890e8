import type { FormQuestion } from '../applicant';
import { understand } from './index';

/** Options of a yes / no question (or none, a box to tick or a field): where a phrase can be one. */
const yesNoOptions = (question: FormQuestion) =>
  question.options.length === 0 || question.options.every((o) => /^\s*(yes|no)\b/i.test(o));

/** "This role requires", "Minimum education:": the words that state a requirement, before it. */
const REQUIREMENT =
  /^(?:(?:this|the|our) (?:role|position|job|opening|team)(?: also)? (?:requires|needs|calls for|demands)|we (?:require|need|are looking for|expect)|(?:minimum |required |the )?(?:requirement|qualification|education|experience)(?: requirement)?s?\s*[:-])\s*(?:at least |a minimum of )?/i;

/** "Do you meet this requirement?", "Do you have this?": a question about what the sentence before it said. */
const REFERS_BACK =
  /^(?:do|can) you (?:meet|have|satisfy|fulfil|fulfill|possess|hold) (?:this|it|that|these|one|the (?:above|same))(?: requirement| criteria| criterion| qualification| condition)?s?\s*\??$/i;

/**
 * The plain yes / no question behind another shape of it, when that is one a rule reads as experience or
 * a degree (the kinds whose sentence around them only restates what is asked):
 * - a request to confirm ("Please confirm whether you have experience with Python"): the question;
 * - a requirement stated, then asked about ("This role requires 3+ years of Go. Do you meet this
 *   requirement?", "Minimum 3 years of Go experience - do you have this?"): having what it states;
 * - a phrase with a question mark and yes / no options ("3+ years of Go experience?"): having it;
 * - a sentence of context before the question ("We use Python daily. Have you worked with Python?"):
 *   the question alone.
 * Undefined when the label is none of these, or the question found is of another kind.
 */
export function plainQualificationQuestion(question: FormQuestion): string | undefined {
  const label = question.label.trim();
  if (!yesNoOptions(question) || question.kind === 'numeric') return undefined;
  // "Please confirm you have no experience with …": a negation turns the answer round; asked as written.
  if (
    /\b(no|not|never|none|neither|nor|without|lack|n t|dont|haven t|havent)\b|n't\b/i.test(label.replace(/[’']/g, "'"))
  )
    return undefined;
  const context = new Set<string>();
  for (const candidate of candidates(label, context, question.options.length > 0)) {
    const meaning = understand({ ...question, label: candidate });
    // A question after context that names no skill ("… Do you have experience?") may be about the context.
    if (context.has(candidate) && meaning?.kind === 'experience' && 'total' in meaning.about) continue;
    if (
      meaning &&
      ((meaning.kind === 'experience' && meaning.yesNo) ||
        meaning.kind === 'degree-subject' ||
        (meaning.kind === 'topic' && meaning.topic.family === 'education-completed'))
    )
      return candidate;
  }
  return undefined;
}

function candidates(label: string, context: Set<string>, withOptions: boolean): string[] {
  const found: string[] = [];
  // "Please confirm whether you have …", "Please indicate if you hold …": the question asked.
  const request =
    /^(?:please |kindly )?(?:confirm|indicate|state|specify|tell us|let us know)(?: to us)?(?: whether| if| that)?(?: or not)?\s+you (have|hold|possess|are|have been|did)\b\s*(.*?)[.?!]*$/i.exec(
      label,
    );
  if (request)
    found.push(
      `${/^are$/i.test(request[1]!) ? 'Are you' : `${request[1] === 'did' ? 'Did' : 'Do'} you ${/^have been$/i.test(request[1]!) ? 'have been' : request[1] === 'did' ? '' : request[1]}`} ${request[2]}?`.replace(
        /\s+/g,
        ' ',
      ),
    );
  // The last sentence (or what follows a dash or a colon) is a question; what stands before it is context.
  // A dot inside a word ("Node.js") ends no sentence.
  const split = /^(.*?[^\s])\s*(?:[.!:]|\s[-–—])\s+((?:[^.!:?]|[.](?=\S))*\?)\s*$/.exec(label);
  if (split && !/^(if|unless|only|when|in case)\b/i.test(split[1]!)) {
    const [, before, asked] = split;
    if (REFERS_BACK.test(asked!.trim())) {
      const stated = before!
        .replace(REQUIREMENT, '')
        .replace(/[.!:]+$/, '')
        .trim();
      if (stated && !/[.?!](\s|$)/.test(stated)) found.push(`Do you have ${stated}?`);
    } else if (!/^(if|unless|only|when)\b/i.test(asked!.trim()) && !/\b(it|this|that|these|them|one)\b/i.test(asked!)) {
      context.add(asked!.trim());
      found.push(asked!.trim());
    }
  }
  // "3+ years of Go experience?", "Experience with Python?", "Bachelor's degree?": a phrase put as a question is having it.
  if (
    withOptions &&
    /\?\s*$/.test(label) &&
    !/^(do|does|have|has|are|is|did|can|could|will|would|were|how|what|which|when|where|why|who|please|i)\b/i.test(
      label,
    ) &&
    /\b(experience|degree|bachelor'?s?|master'?s?|diploma|ph\.? ?d|doctorate)\b/i.test(label) &&
    !/[.!:]\s/.test(label)
  )
    found.push(`Do you have ${label.replace(/^\s*(?:minimum|min\.?)\s+/i, 'at least ')}`);
  return found;
}
