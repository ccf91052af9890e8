import type { FormQuestion } from './applicant';

/** Agreeing to something ("I agree", "I confirm", "I acknowledge"). */
const AGREEING = /\b(agree|agreed|accept|consent|acknowledge|confirm|certify|i understand)\b/i;
/** …to the application's own terms: the employer's terms and privacy policy, or that the application is true. */
const APPLICATION_TERMS =
  /\b(terms|conditions|privacy|gdpr|data protection|policy|policies|notice|accurate|true|truthful|complete|correct|(information|data|details) (i )?(provided|provide|submit|submitted)|(information|data|details)\b.*\b(will|may|is|are) (be )?(used|processed|handled|stored))\b/i;
/** Things beyond applying that the user never agreed to. */
const BEYOND_APPLYING =
  /\b(marketing|newsletter|promotion(al)?|offers|sms|text messages|follow|top choice|shar(e|ed|ing)|third part(y|ies)|(future|other|similar|additional) (opportunit\w*|roles?|positions?|openings?|vacancies|jobs?)|considered for|talent (pool|community|network|database)|subscribe|arbitration|non ?disclosure|nda|non ?compete|non ?solicitation|motor ?vehicle)\b/i;
/**
 * Sharing for the hiring process itself ("with third parties, to assist in phases of the hiring
 * process such as background checks") is how the application is handled, not more than applying.
 */
const FOR_HIRING =
  /\b(?:assist|help|helps|support|supports|for|as part of|in connection with|during|run|runs)\b[^.;]*?\b(?:hiring|recruitment|recruiting|selection|application) process\b/i;
const SHARING = /\bshar(e|ed|ing)\b|\bthird part(y|ies)\b/gi;
const beyondApplying = (text: string) =>
  BEYOND_APPLYING.test(
    text
      .split(/(?<=[.;])\s+/)
      .map((sentence) => (FOR_HIRING.test(sentence) ? sentence.replace(SHARING, ' ') : sentence))
      .join(' '),
  );
const AGREED_UNDER =
  /\b(?:agree|agreed|accept|consent|acknowledge|confirm|certify|understand)\b(.*?)\b(?:in (?:line|accordance) with|as (?:described|set out|outlined|explained) in|per|under|pursuant to)\b/i;
/**
 * A named document joined to the terms ("… Privacy Statement and VIBE Philosophy"): each thing
 * agreed to must be one of the application's terms, or the box agrees to more than applying.
 */
const JOINED_DOCUMENT = /(?:\band\b|&)\s+((?:[A-Z][\w'’-]*\s*)+)/g;

/**
 * A lone required checkbox (or a choice of one option) consenting to the application's terms (the employer's terms and
 * privacy policy, or that the information given is accurate) is ticked: applying is what the user
 * asked the bot to do, and these boxes are the employer's condition for taking an application; they
 * state no fact about the user. Anything else in a checkbox (marketing, sharing, following) is
 * never ticked on the user's behalf.
 */
export function consentToApplicationTerms(question: FormQuestion): string | undefined {
  if (!question.required || question.kind === 'text' || question.kind === 'numeric') return undefined;
  // The same consent asked as yes / no ("Do you agree to our privacy notice?"): its yes.
  const yes = question.options.length === 2 ? yesOf(question.options) : undefined;
  // A required choice with a single option ("I Accept / I Agree") is the same box in another control.
  if (question.options.length !== 1 && !yes) return undefined;
  const option = yes ?? question.options[0]!;
  const text = yes ? question.label : `${question.label} ${option}`;
  if (!AGREEING.test(text) || !APPLICATION_TERMS.test(text) || beyondApplying(text)) return undefined;
  // "I consent to <something> in accordance with the privacy policy": the policy is where the
  // something is described; what is agreed to is the something, and it must be the terms themselves.
  const agreedTo = AGREED_UNDER.exec(text)?.[1];
  if (agreedTo !== undefined && !APPLICATION_TERMS.test(agreedTo)) return undefined;
  const joined = [...text.matchAll(JOINED_DOCUMENT)].map((m) => m[1]!);
  if (joined.some((document) => !APPLICATION_TERMS.test(document))) return undefined;
  return option;
}

/** The yes of a yes / no pair ("Yes" / "No", "Yes, I agree" / "No"). */
function yesOf(options: readonly string[]): string | undefined {
  const [first, second] = options.map((o) => o.trim());
  const isYes = (o: string) => /^yes\b/i.test(o);
  const isNo = (o: string) => /^no\b/i.test(o);
  if (isYes(first!) && isNo(second!)) return options[0];
  if (isNo(first!) && isYes(second!)) return options[1];
  return undefined;
}
