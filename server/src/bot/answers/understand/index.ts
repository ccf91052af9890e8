import type { FormQuestion } from '../applicant';
import { normaliseQuestion } from '../normalise';
import { consentRule } from './consent';
import { contactRule } from './contact';
import { degreeSubjectRule } from './degree-subject';
import { experienceRule } from './experience';
import { graduationYearRule } from './graduation-year';
import { authorizationStatusRule } from './authorization-status';
import { educationFactRule } from './education-fact';
import { educationLevelRule } from './education-level';
import { languagesRule } from './languages';
import { linkRule } from './link';
import { locationRule } from './location';
import type { Meaning, QuestionText } from './meaning';
import { nearPlaceRule } from './near-place';
import { noticeRule } from './notice';
import { payRule } from './pay';
import { phoneCountryRule } from './phone-country';
import type { Rule } from './rule';
import { FIGURE_KINDS, joinedParts } from './figure-parts';
import { asksYesNo } from './rule';
import { regionRule } from './region';
import { timeZoneRule } from './time-zone';
import { topicRule } from './topic';

export type { Meaning } from './meaning';
export { meaningKey } from './meaning';

/**
 * Most specific first: the phone country before the phone, pay before anything that mentions
 * years, a degree in a subject before the degree level, a template (sponsorship, relocation…)
 * before contact and location words it may contain, experience last but the consent.
 */
const RULES: Rule[] = [
  phoneCountryRule,
  payRule,
  degreeSubjectRule,
  timeZoneRule,
  nearPlaceRule,
  regionRule,
  topicRule,
  educationLevelRule,
  noticeRule,
  linkRule,
  graduationYearRule,
  experienceRule,
  contactRule,
  locationRule,
  languagesRule,
  educationFactRule,
  authorizationStatusRule,
  consentRule,
];

/** The question with everything around it the page shows: help line, placeholder, hints. */
export function questionText(question: FormQuestion): QuestionText {
  // "Please enter your name": the request is how to answer; what is asked is "your name".
  // "What is your CGPA?" likewise asks "CGPA".
  const label = normaliseQuestion(question.label)
    .replace(
      /^(please |kindly )*(enter|provide|type|give|state|share|write|input|fill in|specify|indicate|mention) (in )?(here )?(?=your\b)/,
      '',
    )
    .replace(/^(what is|what s|whats) your (?=\w)/, '');
  const around = [question.description, question.placeholder, ...(question.hints ?? [])].filter(Boolean).join(' ');
  return { label, all: around ? `${label} ${normaliseQuestion(around)}` : label };
}

/** The meaning one rule reads in a label on its own, with no guard (for the parts of a joined label). */
function firstReading(question: FormQuestion): Meaning | undefined {
  const text = questionText(question);
  for (const rule of RULES) {
    const meaning = rule(question, text);
    if (meaning) return meaning;
  }
  return undefined;
}

/**
 * "Total experience and current CTC", "Notice period / expected salary": two facts joined in one
 * field to fill. Answering the one a rule reads first would leave the other unsaid, so it is asked.
 */
function asksTwoFigures(question: FormQuestion): boolean {
  const parts = joinedParts(question.label);
  if (parts.length < 2) return false;
  const readings = parts.map((part) => firstReading({ ...question, label: part })?.kind);
  const kinds = new Set(readings.filter(Boolean));
  if (![...kinds].some((kind) => FIGURE_KINDS.has(kind!))) return false;
  // "Notice period and current bonus": money no rule reads as the pay figure is a second fact too.
  const otherMoney = parts.some((part, i) => !readings[i] && OTHER_MONEY.test(part));
  return kinds.size >= 2 || otherMoney;
}

/** Money beside the pay figure: a bonus, a stipend, equity — never the salary a rule reads. */
const OTHER_MONEY = /\b(bonus(es)?|stipend|incentives?|commissions?|allowances?|equity|stocks?|esops?|rsus?|perks)\b/i;

/** What the question means, by the first rule that reads it; undefined when none does. */
export function understand(question: FormQuestion): Meaning | undefined {
  const text = questionText(question);
  // Two yes / no questions in one ("Do you live in the US? Will you work daily in our office?"):
  // one answer cannot say both. What follows the question mark may be context only: an aside in
  // brackets, a request to list or explain, or what the employer cannot offer. Anything else
  // there may ask or condition something more, and is the user's to read.
  const questions = (question.label.match(/[^?]*\?/g) ?? []).filter((part) => /[a-z]{3}/i.test(part));
  const after = question.label.slice(question.label.lastIndexOf('?') + 1);
  const parts = questions.length + (question.label.includes('?') && !contextOnly(after) ? 1 : 0);
  const figureAfter = parts >= 2 && asksFigureAfter(question);
  if (parts >= 2 && asksYesNo(question, text.label) && !figureAfter) return undefined;
  // "Is there anything you would like us to know / to flag?": an open disclosure, in the user's own words.
  if (/\b(is there )?anything (else )?(you d|you would|you want|that you would|we should)\b/.test(text.label))
    return undefined;
  // "If you are outside the US, …": a question for some applicants only, and which is theirs is theirs to say.
  // So is any condition on the applicant ("If you are serving notice, …", "If you have a degree, …"):
  // whether it holds is not in their data (a condition on where they live is read before this). Being
  // currently employed is the one their notice period speaks to (none for someone not working).
  if (
    /^if (you are|you re|you have been|you were)? ?(located|inside|outside|based|in|from|not|a|an) |^if (referred|yes|no|so|applicable|other)\b|^if you (?!(are |re )?currently (working|employed)\b)(are|re|have|were|had|do|did|will|would|can|currently|hold|live|need|require)\b/.test(
      text.label,
    )
  )
    return undefined;
  if (figureAfter) return figureMeaning(question, text);
  // "Do you reside in the US? Please note we cannot sponsor visas.": what the employer cannot offer
  // is context, and the question asked says where the user lives, which no context changes.
  if (questions.length === 1 && /[a-z]{3}/i.test(after)) {
    const alone = firstReading({ ...question, label: question.label.slice(0, question.label.indexOf('?') + 1) });
    if (alone && (alone.kind === 'near-place' || alone.kind === 'location' || alone.kind === 'region'))
      if (alone.kind !== 'near-place' || alone.ask === 'lives') return alone;
  }
  for (const rule of RULES) {
    const meaning = rule(question, text);
    if (!meaning) continue;
    // "Have you completed your degree and are you available to start immediately?": two questions
    // joined by "and", which one answer cannot say (a template that joins them itself reads both).
    if (firstOfJoined(question, true) && !(meaning.kind === 'topic' && meaning.topic.withoutSponsorship))
      return undefined;
    if (asksTwoFigures(question)) return undefined;
    return meaning;
  }
  return undefined;
}

/**
 * The figure a yes / no question leads to ("Do you have experience with Go? If yes, how many
 * years?"): what the first question is about, read alone, and asked as a figure — a notice period
 * or years, never a yes typed as text. The unit may stand after it ("in days").
 */
function figureMeaning(question: FormQuestion, text: QuestionText): Meaning | undefined {
  const end = question.label.indexOf('?') + 1;
  // "Do you have proficiency in Python? How many years?": the years asked are those with the skill.
  const yearsAfter = /\b(years?|months?|how long)\b/i.test(question.label.slice(end));
  const asked = question.label.slice(0, end);
  const first = {
    ...question,
    label: yearsAfter ? asked.replace(/\b(?:proficiency|expertise)\s+(?:in|with)\b/i, 'experience with') : asked,
  };
  // "… If not, what is your notice period?": the follow-up may name the fact itself.
  const then = { ...question, label: question.label.slice(end).replace(/^\s*if (yes|so|not|no)\b[\s,]*/i, '') };
  for (const part of [then, first]) {
    const meaning = figureOf(part, { label: questionText(part).label, all: text.all });
    if (meaning) return meaning;
  }
  return undefined;
}

function figureOf(question: FormQuestion, text: QuestionText): Meaning | undefined {
  for (const rule of RULES) {
    const meaning = rule(question, text);
    if (meaning?.kind === 'notice') return meaning;
    if (meaning?.kind === 'experience' && meaning.minimum === undefined) return { ...meaning, yesNo: false };
  }
  return undefined;
}

/**
 * The one yes / no question of a label followed by statements only ("… ? This role is on site
 * Monday to Friday."), when the statements neither ask nor tell how to answer: what they require
 * adds to what a yes commits to, never to a no (answer-question.ts keeps only a no).
 */
export function questionBeforeStatement(question: FormQuestion): string | undefined {
  const label = question.label;
  const end = label.indexOf('?');
  if (end < 0 || label.indexOf('?', end + 1) >= 0) return undefined;
  const after = label.slice(end + 1);
  if (!/[a-z]{3}/i.test(after) || contextOnly(after)) return undefined;
  // "No" as an answer ("Select No", "… no.") is how to answer; "There is no remote flexibility" states.
  // "No remote or hybrid flexibility": two settings named together, no alternative offered.
  const stated = after.replace(
    /\b(remote|hybrid|on-?site|in-office|office) or (remote|hybrid|on-?site|in-office|office)\b/gi,
    ' ',
  );
  if (
    /\b(yes|answer|select|choose|mark|tick|if|unless|otherwise|except|or|when|whether)\b|\bno\b(?=\s*([,.!:;)]|$))/i.test(
      stated,
    )
  )
    return undefined;
  const asked = label.slice(0, end + 1);
  return asksYesNo(question, questionText({ ...question, label: asked }).label) ? asked : undefined;
}

/**
 * "Do you have a notice period? If yes, please mention it in days.": a field to type in, whose yes /
 * no question only leads to the figure asked after it — one question, the figure's (a figure of none
 * is 0, never a yes / no typed as text).
 */
function asksFigureAfter(question: FormQuestion): boolean {
  if (question.options.length > 0 || (question.kind !== 'text' && question.kind !== 'numeric')) return false;
  const end = question.label.indexOf('?');
  const after = question.label.slice(end + 1).trim();
  return (
    end >= 0 &&
    !after.slice(0, -1).includes('?') &&
    /^(if (yes|so|not|no)\b[\s,]*)?(then )?(please )?(mention|specify|state|share|enter|provide|how (many|long|much)|what is|what s)\b/i.test(
      after,
    )
  );
}

const JOINED = /\s+and\s+(are|can|do|will|would|have|is|could)\s+you\b/i;
/** "… in the US and authorized to work?", "… and willing to work EST hours?": the second question without its "are you". */
const JOINED_LOOSELY =
  /\s+(?:and|&)\s+(also\s+)?(able|willing|legally|authori[sz]ed|eligible|open|available|comfortable|currently|have|hold|can|will|would)\b|\s+(?:and|&|with)\s+(a notice period)\b|\s+(?:and|&)\s+((?:at least |a minimum of |minimum |over |more than )?\d+\+?\s*(?:years?|yrs)\b)|\s+(?:and|&)\s+(commit|stay|remain|work (?:full|part)[ -]?time)\b/i;

/** "Can you work full-time and start immediately?": a second verb under the first one's "can you". */
const JOINED_VERB = /\s+(?:and|&)\s+(start|join|begin|commence|relocate|travel|commute|work|attend|report)\b/i;
const JOINED_VERB_LEAD =
  /^(?:can|could|will|would) you(?: be (?:able|willing) to)?\b|^are you (?:willing|able|ready|happy|open|comfortable|available|prepared) to\b/i;
const joinedVerb = (label: string) => (JOINED_VERB_LEAD.test(label) ? JOINED_VERB.exec(label) : null);

/**
 * The first of two yes / no questions joined by "and" ("Do you live near Cleveland and are you
 * willing to work hybrid?"): both must hold, so the first one's no is the answer (answer-question.ts
 * keeps only a no).
 */
export function firstOfJoined(question: FormQuestion, loosely = false): string | undefined {
  const at = (
    JOINED.exec(question.label) ??
    (loosely ? (JOINED_LOOSELY.exec(question.label) ?? joinedVerb(question.label)) : null)
  )?.index;
  if (at === undefined || !asksYesNo(question, questionText(question).label)) return undefined;
  // "Are you willing and able to relocate?": one question, said twice.
  if (/^\W*\w+\s+you\s+(\w+\s+)?(willing|able|ready|happy|open|comfortable)\s*$/i.test(question.label.slice(0, at)))
    return undefined;
  return `${question.label.slice(0, at).trim()}?`;
}

/**
 * The second of two yes / no questions joined by "and", as a question of its own: "… and can you
 * join within 30 days?" → "can you join within 30 days?"; without its "are you" ("… and willing to
 * work Eastern hours?"), with it put back. Undefined when the label is not two joined.
 */
export function secondOfJoined(question: FormQuestion): string | undefined {
  if (!firstOfJoined(question, true)) return undefined;
  const joined = JOINED.exec(question.label);
  if (joined) return question.label.slice(joined.index).replace(/^\s+and\s+/i, '');
  const loose = JOINED_LOOSELY.exec(question.label);
  if (!loose) {
    // "Can you work full-time and start immediately?" → "Can you start immediately?"
    const verb = joinedVerb(question.label)!;
    return `${JOINED_VERB_LEAD.exec(question.label)![0]} ${question.label.slice(verb.index).replace(/^\s+(and|&)\s+/i, '')}`;
  }
  const rest = question.label.slice(loose.index).replace(/^\s+(and|&|with)\s+(also\s+)?/i, '');
  // "… with a notice period under 30 days": having one that short.
  // "Can you join with a notice period of 30 days?": one of at most that long.
  if (loose[3])
    return `do you have ${/\b(under|less|within|shorter|fewer|below|at most|up to|more|over|longer|above|or)\b/i.test(rest) ? rest : rest.replace(/\bof (\d+)/i, 'of at most $1')}`;
  // "… and 3+ years of experience in sales": having those years.
  if (loose[4]) return `do you have ${rest}`;
  // "… and commit for a year", "… and work full time": a second question of its own.
  const verb = (loose[2] ?? loose[5])!.toLowerCase();
  if (/^(can|will|would)$/.test(verb)) return rest.replace(/^(\w+)\s+/, '$1 you ');
  return `${/^(have|hold)$/.test(verb) ? 'do you' : 'are you'} ${rest}`;
}

/** Text after a question that only gives context: brackets, "please list / explain", what the employer cannot offer. */
function contextOnly(after: string): boolean {
  const rest = after
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\bplease (list|specify|explain|clarify|describe|provide|state|elaborate|note)\b[^.]*[.:]?/gi, ' ')
    // "Please answer honestly.": how to answer, nothing more asked.
    .replace(/\b(please )?(answer|respond|reply) (honestly|truthfully|accurately|carefully)\b[.!]?/gi, ' ')
    .replace(
      /[^.!]*\b(unable to|cannot|can not|can't|not able to|do not|don't|does not|will not|won't|are not|is not)\b[^.!]*\b(offer|provide|sponsor|support)\w*\b[^.!]*[.!]?/gi,
      ' ',
    )
    // "We offer relocation assistance.": help the employer gives, which only makes a yes easier.
    .replace(
      /[^.!]*\b(offer|offers|offered|provide|provides|provided|cover|covers|covered|available|included)\b[^.!]*\brelocation (assistance|support|package|help|benefits?|allowance|bonus|reimbursement|costs?|expenses?)\b[^.!]*[.!]?|[^.!]*\brelocation (assistance|support|package|help|benefits?|allowance|bonus|reimbursement|costs?|expenses?)\b[^.!]*\b(offered|provided|available|covered|included)\b[^.!]*[.!]?/gi,
      (sentence) => (/\b(no|not|cannot|can t|can't|unable|without|won t|won't)\b/i.test(sentence) ? sentence : ' '),
    )
    .replace(/\brequired\b|\boptional\b/gi, ' ');
  return !/[a-z]{3}/i.test(rest);
}
