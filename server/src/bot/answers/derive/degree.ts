import { readYesNo } from '../options-by-meaning';
import type { Applicant } from '../applicant';
import { degreeKindOf } from '../facts/degree-kind';
import { highestOf } from '../facts/degrees';
import { LEVELS } from '../templates/education';
import { normaliseText } from '../text-similarity';
import type { Meaning } from '../understand';
import { highestLevel } from './topic';
import { no, yes, type Found } from './found';

/**
 * Subjects that are one field for "… or a related field": a degree in one is a degree in a field
 * related to the others. Only fields that employers and universities treat as one discipline.
 */
const FIELDS: string[][] = [
  [
    'computer science',
    'computer engineering',
    'information technology',
    'software engineering',
    'information systems',
    'computer applications',
    'computing',
  ],
  ['business administration', 'business', 'management', 'commerce', 'business management'],
  ['communications', 'communication', 'journalism', 'mass communication', 'media studies', 'public relations'],
  ['engineering', 'mechanical engineering', 'civil engineering', 'chemical engineering', 'industrial engineering'],
  [
    'electrical engineering',
    'electronics engineering',
    'electronics and communication',
    'electrical and electronics engineering',
  ],
];

/** Subjects as employers and Indian portals abbreviate them: a degree in "IT" is one in Information Technology. */
const ABBREVIATED: Record<string, string> = {
  it: 'information technology',
  cs: 'computer science',
  cse: 'computer science',
  // Indian universities' name of the same branch.
  'computer science engineering': 'computer science',
  'computer science and engineering': 'computer science',
  'cs e': 'computer science',
  ece: 'electronics and communication',
  eee: 'electrical and electronics engineering',
  ee: 'electrical engineering',
  mech: 'mechanical engineering',
  comms: 'communications',
  mis: 'information systems',
  bba: 'business administration',
};
const spelledOut = (subject: string) => ABBREVIATED[subject] ?? subject;

const sameSubject = (a: string, b: string) => {
  const x = spelledOut(normaliseText(a));
  const y = spelledOut(normaliseText(b));
  return x === y || x === `${y}s` || y === `${x}s`;
};
/**
 * Whether a subject the reader does not know may be the degree's own in other words: "Computers" or
 * "Comp Sci" for Computer Science, "Communication Studies" for Communications — a word stem shared, or
 * each word the start of one of the degree's. Two known subjects are compared as they are.
 */
const mayBeSame = (asked: string, held: string) => {
  const a = spelledOut(normaliseText(asked));
  const h = spelledOut(normaliseText(held));
  if (fieldOf(a) >= 0 && fieldOf(h) >= 0) return false;
  const heldWords = h.split(' ');
  const askedWords = a.split(' ').filter((w) => !/^(and|of|the|in|studies|study)$/.test(w));
  // Words many subjects share ("Data Science", "Industrial Engineering") say nothing of sameness alone.
  const specific = (w: string) => !/^(scien|engin|techn|studi|syste|manag|appli|admin|arts)/.test(w);
  const stem = (w: string) => w.slice(0, 5);
  return (
    askedWords.some((w) => w.length >= 4 && specific(w) && heldWords.some((hw) => stem(hw) === stem(w))) ||
    (askedWords.length > 0 && askedWords.every((w) => heldWords.some((hw) => hw.startsWith(w))))
  );
};
const fieldOf = (subject: string) => FIELDS.findIndex((field) => field.some((s) => sameSubject(s, subject)));
const related = (a: string, b: string) => fieldOf(a) >= 0 && fieldOf(a) === fieldOf(b);
/** Two subjects of two different known fields: Communications is not related to Computer Science. */
const unrelated = (a: string, b: string) => fieldOf(a) >= 0 && fieldOf(b) >= 0 && fieldOf(a) !== fieldOf(b);

const isEngineering = (degree: { name: string; subject?: string }) =>
  /^(b|m)\.?\s?(e|tech|eng)\.?$|\b(engineering|technology)\b/i.test(degree.name) ||
  /\bengineering\b/i.test(degree.subject ?? '');

/**
 * "A Bachelor's degree in Computer Science (or a related field)?": yes when a completed degree at
 * that level or above is in that subject (or, when asked, a related one); no when the applicant
 * has no degree at that level, or every such degree's subject is known and is another (a related
 * field is a judgement: not decided "no"). "Field of study": the highest degree's subject.
 */
export function degreeAnswer(meaning: Meaning & { kind: 'degree-subject' }, applicant: Applicant): Found {
  // From a ranked school: a degree held does not say its school's rank, so only the no stands.
  if (meaning.rankedSchool) {
    const found = degreeAnswer({ ...meaning, rankedSchool: false }, applicant);
    return found && readYesNo(found.text) === false ? found : undefined;
  }
  // Subjects given as examples of a field: one of them held is a yes; no degree of the level, a no.
  if (meaning.examples) {
    const found = degreeAnswer({ ...meaning, examples: false }, applicant);
    if (found && readYesNo(found.text) === true) return found;
    const highest = highestLevel(applicant);
    return meaning.level && highest && LEVELS.indexOf(highest.level) < LEVELS.indexOf(meaning.level)
      ? no(highest.source)
      : undefined;
  }
  // "… or equivalent experience": the degree held is a yes; without it, the other way is theirs to say.
  if (meaning.orElse) {
    const found = degreeAnswer({ ...meaning, orElse: false }, applicant);
    return found && readYesNo(found.text) === true ? found : undefined;
  }
  // "Is your highest degree in …?": the one degree at the highest level, where the user's own highest
  // level (if given) agrees with the resume's.
  if (meaning.highest) {
    const top = highestOf(applicant.facts.degrees);
    const pool = applicant.facts.degrees.filter((d) => d.level === top);
    if (!top || highestLevel(applicant)?.level !== top || pool.length !== 1 || !pool[0]!.subject) return undefined;
    return degreeAnswer({ ...meaning, highest: false }, { ...applicant, facts: { ...applicant.facts, degrees: pool } });
  }
  const degrees = applicant.facts.degrees;
  if (meaning.subject === '*') {
    // Two degrees, two subjects: which one the form means is the applicant's to say.
    const withSubject = degrees.filter((d) => d.subject);
    return withSubject.length === 1 && degrees.length === 1
      ? { text: withSubject[0]!.subject!, source: withSubject[0]!.source }
      : undefined;
  }
  const subjects = meaning.subject
    .split(/\s*(?:\/|,|\bor\b|\band or\b)\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (subjects.length > 1) {
    const answers = subjects.map((subject) => degreeAnswer({ ...meaning, subject }, applicant));
    const yesAnswer = answers.find((a) => a?.text === 'Yes');
    if (yesAnswer) return yesAnswer;
    return answers.every((a) => a?.text === 'No') ? answers[0] : undefined;
  }
  const atLevel = degrees.filter((d) =>
    !meaning.level
      ? true
      : meaning.ofLevel
        ? d.level === meaning.level
        : LEVELS.indexOf(d.level) >= LEVELS.indexOf(meaning.level),
  );
  // "Is your Master's in …?" of someone whose degrees of that level are not in the data: theirs to say.
  if (meaning.ofLevel && atLevel.length === 0) {
    const highest = highestLevel(applicant);
    return meaning.level && highest && LEVELS.indexOf(highest.level) < LEVELS.indexOf(meaning.level)
      ? no(highest.source)
      : undefined;
  }
  if (meaning.degreeKind) {
    // "A B.Tech in Computer Science": a degree of that kind in the subject is the yes; an M.Tech in it
    // over a B.E. in another says nothing of a B.Tech, so anything but too low a level is asked.
    const ofKind = atLevel.filter((d) => degreeKindOf(d.name) === meaning.degreeKind);
    const inSubject = (subject: string) =>
      sameSubject(subject, meaning.subject) || (meaning.related && related(subject, meaning.subject));
    if (ofKind.some((d) => d.subject && inSubject(d.subject))) return yes(ofKind[0]!.source);
    const highest = highestLevel(applicant);
    if (meaning.level && highest && LEVELS.indexOf(highest.level) < LEVELS.indexOf(meaning.level))
      return no(highest.source);
    // Every degree of that level in a field apart from the one asked: no degree of any kind in it.
    if (atLevel.length > 0 && atLevel.every((d) => d.subject && unrelated(d.subject, meaning.subject)))
      return no(atLevel[0]!.source);
    return undefined;
  }
  if (atLevel.some((d) => d.subject && sameSubject(d.subject, meaning.subject))) return yes(atLevel[0]!.source);
  // "A degree in Engineering": an engineering degree by its name (B.E., B.Tech, M.Tech, Bachelor of
  // Engineering) or by its subject (Computer Engineering) is one.
  if (normaliseText(meaning.subject) === 'engineering' && atLevel.some(isEngineering)) return yes(atLevel[0]!.source);
  if (meaning.related && atLevel.some((d) => d.subject && related(d.subject, meaning.subject)))
    return yes(atLevel[0]!.source);
  const highest = highestLevel(applicant);
  if (meaning.level && highest && LEVELS.indexOf(highest.level) < LEVELS.indexOf(meaning.level))
    return no(highest.source);
  if (
    !meaning.related &&
    atLevel.length > 0 &&
    atLevel.every((d) => d.subject && !mayBeSame(meaning.subject, d.subject))
  )
    return no(atLevel[0]!.source);
  if (atLevel.length > 0 && atLevel.every((d) => d.subject && unrelated(d.subject, meaning.subject)))
    return no(atLevel[0]!.source);
  return undefined;
}
