import {
  askedLevel,
  GRADE_CONDITION,
  GRADUATED_WHEN,
  levelIn,
  OR_EQUIVALENT_EXPERIENCE,
  SCHOOL_RANK,
} from '../templates/education';
import { countryIn } from '../countries';
import { degreeKindNamedIn } from '../facts/degree-kind';
import { resolvePlace } from '../facts/geo';
import { schoolGroupsIn } from '../facts/school-groups';
import type { FormQuestion } from '../applicant';
import { normaliseQuestion } from '../normalise';
import type { Meaning, QuestionText } from './meaning';
import type { Rule } from './rule';

const DEGREE =
  /\b(degree|diploma|bachelor s|bachelors|bachelor|master s|masters|master|doctorate|ph ?d|b ?tech|m ?tech|b ?sc|m ?sc|bs|ba|ms|b s|b a|m s|mba|b e|m e|graduate|graduated|major|majored|(?:educational|academic|education) background)\b(.*)$/;
/** "or a related field", "or equivalent": a degree near the subject counts too. */
const RELATED =
  /\s+(or|and|\/)\s+(an?\s+)?(related|similar|relevant|equivalent|associated|technical)\b.*$|\s+(related|or similar) (field|discipline|area|subject)s?$|\s+an?\s+(related|similar|relevant) (field|discipline|area|subject)s?\b.*$/;
/** "…, or have you completed a bootcamp?", "… or are you in your final year?": a second way, asked apart. */
const OR_ANOTHER_QUESTION = /,?\s+or (?:have|are|did|do|can|will|would) you\b[^?]*/i;

/** "… before the start date of this role", "… in the country where you studied": the job or the school, never a subject. */
const NOT_A_SUBJECT =
  /\b(role|position|job|start date|offer|employment|application|company|team|country|where|which|accredited|university|college|school|institution)\b/;

/** What the subject is not: a level, a kind of study, or the rest of the sentence. */
const NOT_SUBJECT = /^(education|study|studies|science|arts|the following|any field|higher|a|an|this|that)$/;

/**
 * Where the degree is from ("from an accredited institution of higher learning", "from a recognized
 * university in the US"): no subject, and read apart from it.
 */
const FROM_INSTITUTION =
  /\s+(?:from|at)\s+(?:an?\s+|the\s+)?(?:[a-z’'-]+\s+){0,3}?(?:university|universities|college|colleges|institution|institutions|institute|school)(?:\s+of\s+higher\s+(?:learning|education))?(\s+in\s+(?:the\s+)?[a-z. ]+?)?(?=\s+or\b|\s*[,?.]|\s*$)/gi;

/**
 * The question without where its degree is from; "in …" after the school stays when it names no
 * place ("from an accredited university in Computer Science" is a degree in Computer Science).
 */
const withoutInstitution = (text: string) =>
  text.replace(FROM_INSTITUTION, (_whole, after?: string) =>
    after && !countryIn(after.toLowerCase()) && !resolvePlace(after.replace(/^\s+in\s+(the\s+)?/i, '')) ? after : '',
  );

/**
 * "Do you have a Bachelor's degree in Computer Science or a related field?" — a degree in a named
 * subject; and "Field of study" / "What was your major?" — the subject itself.
 */
export const degreeSubjectRule: Rule = (asked, askedText) => {
  // "… or equivalent practical experience": another way to meet it, read apart (only a yes decides).
  // "…, or have you completed a coding bootcamp?": another question offered instead, likewise.
  // Only after the degree is named ("Have you graduated or will you graduate with a degree in …" names it after).
  const another = OR_ANOTHER_QUESTION.exec(asked.label);
  const orAnother =
    another !== null &&
    /\b(degree|diploma|bachelor|bachelors|master|masters|doctorate|ph ?d|b ?tech|m ?tech|mba|b ?sc|m ?sc)\b/.test(
      normaliseQuestion(asked.label.slice(0, another.index)),
    );
  const orElse = OR_EQUIVALENT_EXPERIENCE.test(asked.label) || orAnother;
  const other = (label: string) =>
    label
      .replace(OR_EQUIVALENT_EXPERIENCE, '')
      .replace(orAnother ? OR_ANOTHER_QUESTION : /$^/, '')
      .replace(/\bcurrently (hold|have|possess)\b/gi, '$1');
  const text = { ...askedText, label: other(askedText.label) };
  const question = { ...asked, label: withoutInstitution(other(asked.label)) };
  const label = withoutInstitution(text.label);
  if (
    /^(field of study|major|area of study|discipline|degree subject|subject|course of study)$|\bwhat (did you study|was your major|is your major|is your field of study)\b|\bfield of study\b/.test(
      label,
    ) &&
    question.options.length === 0
  )
    return { kind: 'degree-subject', subject: '*', related: false };
  if (/\b(currently|pursuing|enrolled|studying)\b/.test(label) || GRADUATED_WHEN.test(label)) return undefined;
  const meaning = degreeInSubject(
    { ...question, label: plainSubjectWords(question.label) },
    plainSubjectWords(label),
    text,
  );
  if (meaning?.kind !== 'degree-subject') return meaning;
  return { ...meaning, ...(SCHOOL_RANK.test(text.label) && { rankedSchool: true }), ...(orElse && { orElse: true }) };
};

/** "Your Bachelor's", "your undergraduate degree", "your master's": one degree, of that level only. */
const YOUR_DEGREE_OF_A_LEVEL =
  /\byour (?:(?:first|own|completed) )?(?:bachelor|bachelors|undergrad|undergraduate|master|masters|postgraduate|post graduate|graduate|doctorate|ph ?d|associate|associates|b ?tech|m ?tech|b ?sc|m ?sc|b ?e|m ?e|b ?a|m ?a|mba)\b/;

/** A yes / no about a degree in a subject, the subject's words made plain. */
function degreeInSubject(question: FormQuestion, label: string, text: QuestionText): Meaning | undefined {
  // "Is your highest qualification a Bachelor's in …?": a higher degree held makes it no, which a
  // degree in the subject does not say; "… or equivalent work experience": another way to meet it.
  // "Is your highest degree in Computer Science?": the subject of that one degree, its level unsaid.
  const highest = /^(is|was) your highest (degree|qualification|level of education)\b/;
  if (highest.test(label) && !/\b(or|and) (higher|above)\b/.test(label)) {
    const plain = (text: string) => text.replace(/\bhighest\s+/i, '');
    const meaning = degreeInSubject({ ...question, label: plain(question.label) }, plain(label), {
      ...text,
      label: plain(text.label),
    });
    return meaning?.kind === 'degree-subject' && !meaning.level && !meaning.degreeKind
      ? { ...meaning, highest: true }
      : undefined;
  }
  if (/\b(highest|latest|most recent)\b/.test(label) || /\bor\b.*\bexperience\b/.test(label)) return undefined;
  // A degree from a named country ("from a university in the US"): where it is from is not in the data.
  if (countryIn(text.label)) return undefined;
  // "… with a minimum of 7.0 CGPA", "with first class": a grade, which the degree's subject does not say.
  if (GRADE_CONDITION.test(label) && DEGREE.test(label)) return undefined;
  // "Do you have an Engineering degree?", "a Computer Science degree": the subject before the word.
  // "Are you an Engineering graduate?": the same, said of its holder.
  const before =
    /^(?:do|have|did) you (?:have|hold|possess|completed|earned|obtained) (?:a|an) ([a-z ]{2,40}?) degree$|^are you (?:a|an) ([a-z ]{2,40}?) graduate$/
      .exec(label)
      ?.slice(1)
      .find(Boolean);
  if (
    before &&
    (before.length > 2 || /^(it|cs|ee)$/.test(before)) &&
    !SCHOOL_RANK.test(before) &&
    schoolGroupsIn(before).length === 0 &&
    !levelIn(before) &&
    !/\b(college|university|valid|relevant|related|graduate|postgraduate|undergraduate|technical|stem|formal|recognized|accredited|professional|advanced|any|year|post|under|opt|cpt|recent|new|fresh|foreign|international|visa)\b/.test(
      before,
    )
  )
    return { kind: 'degree-subject', subject: before, related: false };
  const degree = DEGREE.exec(label);
  if (!degree) return undefined;
  const rest = degree[2] ?? '';
  // "… in Computer Science with strong fundamentals in algorithms": more than the degree asked.
  // "An IIT graduate with 5 years of experience in backend development": the "in" is the experience's.
  if (/\b(in|of)\b.*\bwith\b/.test(rest) || /\bwith\b.*\b(years?|yrs|months?|experience|exp)\b/.test(rest))
    return undefined;
  const ins = [...rest.matchAll(/\b(in|of)\s+(.+?)(?=\s+\b(in|of)\b\s+|$)/g)];
  const last = ins[ins.length - 1];
  if (!last) return undefined;
  // The subject as written: "Computer Engineering / Computer Science / Information Technology".
  // "A Master of Science or higher in Computer Science" is in Computer Science: after "or higher".
  const raw = (/\bor (?:higher|above)\s+in\s+([^?]+?)\s*\??$/i.exec(question.label) ??
    // The last "in": "a Bachelor of Technology degree in Computer Science" is in Computer Science.
    /^.*\bin\s+([^?]+?)\s*\??$/i.exec(question.label) ??
    /\b(?:in|of)\s+([^?]+?)\s*\??$/i.exec(question.label))?.[1];
  // "A degree in a technical field such as Computer Science or Mathematics": the examples name
  // subjects that meet it, so one of them held is its yes; any other may meet it too (asked).
  // "… in engineering, physics, or another quantitative discipline": the named ones are examples likewise.
  const otherField =
    /\b(?:in|of)\s+([^?]+?),?\s+(?:or|and\/or)\s+(?:an?\s+)?(?:another|any other|other)\s+[a-z -]*?(?:field|discipline|area|subject)s?\b/i.exec(
      question.label,
    )?.[1];
  const example =
    /\b(?:field|discipline|area|subject|major|science|program|programme|stream|branch)s?(?: of study)?,?\s*\(?(?:such as|like|e\.\s?g\.?,?|eg,?|including|for example,?)\s+([^)?]+)/i.exec(
      question.label,
    );
  // "… in Computer Science or a closely related discipline such as EE": a subject named, and examples
  // of what is related to it — the subject's own reading below.
  const namedBefore = example && /\bin\b[^?]*\b(or|and)\b/i.test(question.label.slice(0, example.index));
  const examples = (namedBefore ? undefined : example?.[1]) ?? otherField;
  if (examples) {
    const listed = normaliseSubjectList(examples.replace(/\b(etc|and so on)\b\.?/gi, ''));
    if (listed && !/\b(stem|related|relevant|similar|equivalent)\b/.test(listed))
      return { kind: 'degree-subject', level: askedLevel(label), subject: listed, related: false, examples: true };
  }
  const related = RELATED.test(last[2]!);
  const written = raw ? normaliseSubjectList(raw) : last[2]!;
  // "Computer Science / Engineering / university recognised by the government": the school is no alternative.
  const cut = written
    // "… in Computer Science before the start date": when, which is no part of the subject.
    .replace(/\s+(before|by|prior to|until|upon|as of|at the time|when)\b.*$/, '')
    .replace(RELATED, '')
    .replace(/\s+(field|discipline|program)$/, '')
    .trim();
  // "Computer Science / Engineering / university recognised by the government": the school is no alternative.
  const subject = cut
    .split(' / ')
    .filter((part) => !NOT_A_SUBJECT.test(part))
    .join(' / ')
    .trim();
  if (subject === '' || NOT_SUBJECT.test(subject) || levelIn(subject)) return undefined;
  // "An IIT", "a premier institute": a school, never a subject (understand/education-fact.ts reads the groups).
  if (SCHOOL_RANK.test(subject) || schoolGroupsIn(subject).length > 0 || /\binstitutes?\b/.test(subject))
    return undefined;
  // "A STEM field", "a relevant field", "any discipline": no subject a degree's can be compared with.
  if (
    /\b(stem|relevant|related|technical|quantitative|any|appropriate|similar|applicable|equivalent|accredited)\b/.test(
      subject,
    )
  )
    return undefined;
  // "A Bachelor of Technology in …": the kind named, which another degree of its level is not.
  const degreeKind = degreeKindNamedIn(question.label);
  const level = askedLevel(label);
  // "Is your Bachelor's degree in …?", "Did you do your undergrad in …?": the degree of that level the
  // user holds, which a higher one in the subject does not answer.
  const ofLevel = level !== undefined && YOUR_DEGREE_OF_A_LEVEL.test(label);
  return {
    kind: 'degree-subject',
    level,
    subject,
    related,
    ...(degreeKind && { degreeKind }),
    ...(ofLevel && { ofLevel: true }),
  };
}

/**
 * "A closely related field of study", "any related field": a related field, in the words the subject
 * reader knows ("of study" would read as a subject of its own).
 */
function plainSubjectWords(text: string): string {
  return (
    text
      .replace(/\b(field|area|course|program|programme) of study\b/gi, 'field')
      .replace(/\b(closely|directly|highly|strongly) (related|relevant)\b/gi, '$2')
      .replace(/\bany (related|relevant|similar)\b/gi, 'a $1')
      // "…, preferably in Computer Science": a preference beside what is required, no requirement.
      .replace(/,?\s*\(?\b(preferably|ideally|preferred)\b[^)?]*\)?/gi, '')
  );
}

/** Lower case, a separator kept as "/" so the alternatives stay apart. */
function normaliseSubjectList(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s*(\/|,|\bor\b(?! (an? )?(related|similar|relevant|equivalent)))\s*/g, ' / ')
    .replace(/[^a-z/ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/(^[ /]+|[ /]+$)/g, '')
    .trim();
}
