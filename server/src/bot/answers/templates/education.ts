import { countryIn } from '../countries';
import { resolvePlace } from '../facts/geo';
import type { TemplateReader } from './topic';

/** A word naming a degree or studies. */
const DEGREE_WORD =
  /\b(degree|bachelor|bachelors|master|masters|diploma|graduat\w*|undergraduate|university|college|education|b ?tech|m ?tech|mba|ph ?d)\b/;

/** Degree levels in order: a Master's means a Bachelor's was completed too. */
export const LEVELS = ['high school', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type Level = (typeof LEVELS)[number];

/** The degree level a normalised text names (the highest when it names several). */
export function levelIn(text: string): Level | undefined {
  if (/\b(ph ?d|doctorate|doctoral|doctor of)\b/.test(text)) return 'doctorate';
  if (
    /\b(master|masters|mba|m ?sc|m ?tech|m ?eng|ms|ma|m s|m a|postgraduate|post graduate|post graduation|graduate degree|advanced degree)\b/.test(
      text,
    )
  )
    return 'master';
  if (
    /\b(bachelor|bachelors|b ?tech|b ?sc|b e|b ?eng|bs|ba|b s|b a|bba|b ?com|undergraduate degree|undergraduate (studies|program|programme)|(4|four) year (college |university )?(degree|program|programme)|university degree|(college|university) graduate|graduation|graduated from (a |an |the )?(college|university))\b/.test(
      text,
    )
  ) {
    return 'bachelor';
  }
  if (/\bassociate( s)? degree\b|\bassociates\b|\bassociate s\b/.test(text)) return 'associate';
  // "A college degree", "a degree": any degree, an associate's the least of them.
  if (/^(do|have|did) you (have|hold|possess|completed|earned|obtained) (a|any) (college )?degree$/.test(text))
    return 'associate';
  if (/\b(high school|secondary school|ged|12th|higher secondary)\b/.test(text)) return 'high school';
  return undefined;
}

/**
 * The level a question asks for: where it offers levels as alternatives ("a Bachelor's or Master's
 * degree"), the lowest of them meets it; otherwise the level it names (the highest of several).
 */
export function askedLevel(text: string): Level | undefined {
  // "An undergraduate or graduate degree": either, so the lower.
  if (/\bundergraduate (or|and or|and) (post ?)?graduate\b/.test(text)) return 'bachelor';
  const highest = levelIn(text);
  // "A B.Tech / B.E. / M.Tech / MCA degree": kinds of degree listed as alternatives (the label is
  // normalised, so the slashes are gone); any one of them will do, so the lowest level named.
  if (highest && !/\band\b/.test(text)) {
    // "BS/MS", "BA / MA" likewise.
    const kinds = text.match(/\b(b ?tech|b e|b ?sc|bca|bba|b ?com|m ?tech|m e|m ?sc|mca|mba|bs|ms|ba|ma)\b/g) ?? [];
    const levels = kinds.map((kind) => levelIn(kind) ?? (/^m/.test(kind) ? 'master' : 'bachelor'));
    if (kinds.length > 1 && new Set(levels).size > 1) return LEVELS.find((level) => levels.includes(level));
  }
  if (!highest || !/\bor\b/.test(text)) return highest;
  const named = LEVELS.filter((level) => text.split(/\bor\b|,|\//).some((part) => levelIn(part) === level));
  return named[0] ?? highest;
}

/**
 * LinkedIn's "Have you completed the following level of education: Bachelor's Degree?" and its
 * variants ("Do you have a Bachelor's degree?"), and "What is your highest level of education?".
 */
/** A time the degree must fall in: "within the last 2 years", "recent graduate", "in 2024 or later". */
export const GRADUATED_WHEN =
  /\b(within|in|during) the (last|past|previous)\b|\b(years?|months?) ago\b|\brecent(ly)?\b|\bsince (19|20)\d\d\b|\b(19|20)\d\d\b|\b(graduating|graduate) (this|next) year\b/;

/**
 * A grade the degree must come with: "with at least 60% marks", "a minimum CGPA of 7", "first
 * class", "with distinction". The degree held does not say it (the resume's grade, when it gives
 * one, is another fact), so the question is not the degree's.
 */
export const GRADE_CONDITION =
  /\b(c?gpa|cpi|grade point|grades?|marks|percent|percentage|aggregate|first class|second class|distinction|division|score)\b|\d ?%/;

/** A rank or kind of school a degree must come from ("top-tier", "Tier 1", "premier", "IIT"). */
export const SCHOOL_RANK =
  /\b(top|tier|tier ?1|premier|premiere|elite|ivy|prestigious|highly ranked|ranked|iit|iits|nit|nits|bits)\b/;

/**
 * Another way to meet a degree asked: "…, or equivalent practical experience", "or an equivalent
 * combination of education and experience" — written or normalised. The degree held settles a yes;
 * without it, whether the other way is met is the applicant's to say.
 */
export const OR_EQUIVALENT_EXPERIENCE =
  /[,;]?\s*(?:\bor\b|\band\s*\/?\s*or\b)\s+(?:have\s+|with\s+|possess\s+)?(?:an?\s+)?(?:equivalent|comparable)\s+(?:combination\s+of\s+(?:education|training)\s+and\s+(?:work\s+)?experience|(?:years\s+of\s+)?(?:(?:practical|professional|work|relevant|industry|hands[\s-]on|technical|job)\s+)*(?:work\s+)?experience)\b[^?]*/i;

/** "Have you completed or are you currently pursuing a Bachelor's?": studying counts too, so only a yes decides. */
const OR_PURSUING =
  /\b(completed|have|hold|earned|obtained|graduated)\b(?: (?:a|an|your) [a-z ]+?)? or (?:are you )?(?:currently )?(?:pursuing|enrolled in|studying for|working towards)\b|\b(?:currently )?(?:pursuing|enrolled in|studying for)(?: (?:a|an|your) [a-z ]+?)? or (?:have you )?(?:completed|graduated|earned|obtained|hold|have)\b/;

/** "…, or will you have one by …?", "… or are you in your final year?": another question offered instead. */
const OR_WILL_YOU = /\s+or (will|are|would) you\b.*$/;

export const readEducation: TemplateReader = (asked) => {
  // "Do you currently hold a degree?": holding it now is holding it (being a student now is not).
  // "Did you graduate from a college with a Bachelor's degree?": having graduated with it.
  const plain = asked
    .replace(/\bcurrently (hold|have|possess)\b/g, '$1')
    .replace(/^did you graduate (?=.*\bwith (a|an) )/, 'have you graduated ');
  const orExperience = OR_EQUIVALENT_EXPERIENCE.test(plain);
  // "…, or will you have one by the time the internship starts?": a second way, which only a yes settles.
  // Only where the degree is named before it ("Have you completed or are you pursuing a Bachelor's?" names it after).
  const orWillYou = OR_WILL_YOU.test(plain) && askedLevel(plain.replace(OR_WILL_YOU, '')) !== undefined;
  const orPursuing = OR_PURSUING.test(plain) || orWillYou;
  const text = plain
    .replace(OR_EQUIVALENT_EXPERIENCE, '')
    .replace(orWillYou ? OR_WILL_YOU : /$^/, '')
    .replace(
      /\b(?:or (?:are you )?(?:currently )?(?:pursuing|enrolled in|studying for|working towards)|(?:currently )?(?:pursuing|enrolled in|studying for) or)\b/,
      'or',
    )
    .trim();
  const topic = readDegreeTemplate(text);
  return topic && (orExperience || orPursuing) ? { ...topic, orElse: true } : topic;
};

const readDegreeTemplate: TemplateReader = (asked) => {
  // "… or an equivalent level of education": the same as "or equivalent", never the highest level asked.
  const text = asked.replace(/\b(an |a )?(equivalent|comparable) level of education\b/, 'equivalent');
  // "Do you meet the minimum education requirement of a Bachelor's degree?": holding that level.
  if (
    /(^|\b)(do|does|would) you (meet|satisfy|fulfil|fulfill)\w* (the |this |these |our |all )?(minimum |basic |stated )?(education|educational|degree|academic) (requirement|qualification|criteri)\w*/.test(
      text,
    ) &&
    // What a preferred degree or years of experience add is not the minimum degree.
    !/\b(experience|years? of|grade|gpa|percentage|marks|prefer\w*|ideally|plus)\b/.test(text)
  ) {
    const level = askedLevel(text);
    return level ? { family: 'education-completed', subject: level } : undefined;
  }
  // "In what year did you complete your Bachelor's?", "Degree completion year": when, not whether
  // (understand/graduation-year.ts).
  if (
    /^(in )?(what|which) year\b|^year\b|\bwhen did you\b|\b(completion|graduation|passing) year\b|^year (you|of|in which)\b/.test(
      text,
    )
  )
    return undefined;
  // "A degree from a university in the United States", "a US bachelor's degree": where the degree is
  // from, which the degree held does not say (a school's name does not give its country).
  if (DEGREE_WORD.test(text) && countryIn(text)) return undefined;
  // "From a top-tier university", "a Tier 1 college", "an IIT": a rank of the school, which a degree held does not say.
  if (DEGREE_WORD.test(text) && SCHOOL_RANK.test(text)) return undefined;
  // "… from a university in California": a state or city, likewise.
  const schoolIn =
    /\b(university|universities|college|colleges|institution|institute|school)\b (in|located in|based in) (the )?([a-z ]+?)( or\b.*)?$/.exec(
      text,
    )?.[4];
  if (schoolIn && resolvePlace(schoolIn)) return undefined;
  // "The most recent degree you obtained": the highest where there is one only (derive/topic.ts).
  if (/\b(most recent|latest|last) (degree|qualification|level of education)\b/.test(text))
    return { family: 'education-highest', subject: 'latest' };
  // "Current education level", "currently pursuing": what they study now, which a degree held does not say.
  if (/\b(current|currently|pursuing|enrolled|studying)\b/.test(text) && !/\b(highest|completed)\b/.test(text))
    return undefined;
  // "… within the last two years", "a recent graduate", "since 2020": when, which the degree's level does not say.
  if (GRADUATED_WHEN.test(text)) return undefined;
  if (askedLevel(text) && GRADE_CONDITION.test(text)) return undefined;
  // "A Master's, or a Bachelor's with 5+ years of experience": years the degree does not say.
  if (/\b(with|plus)\b[^?]*\b(\d+\+? ?(years?|yrs)|years? of|experience)\b/.test(text)) return undefined;
  if (
    // "Have you completed this level of education: Bachelor's?": the level named, not the highest asked.
    !/^(have you )?completed\b/.test(text) &&
    /\bhighest (level of )?(education|educational|degree|academic)? ?(qualification|education|degree)\b|\beducation(al)? level\b|\blevel of education\b(?!.*\bfollowing\b)/.test(
      text,
    )
  ) {
    // "… and the university / field of study / year": more than the level, in the user's words.
    const more = text
      .replace(/\bhigh school\b/g, ' ')
      .match(
        /\b(institution|university|college|school|field|major|subject|year|grade|gpa|percentage|specialization|stream|discipline|in progress|pursuing)\b/,
      );
    // "Name of your highest qualification": the degree itself as the resume names it, not its level.
    if (!/\bfollowing\b/.test(text) && !more)
      return /\b(name|title)\b/.test(text)
        ? { family: 'education-highest', subject: 'name' }
        : { family: 'education-highest' };
    if (more) return undefined;
  }
  if (/\b(currently|pursuing|enrolled|studying)\b/.test(text)) return undefined;
  // "How many years … (post graduation)": a figure, the degree only marks when it is counted from.
  if (/\bhow (many|much|long)\b/.test(text)) return undefined;
  // "3+ years of post-graduation work experience": years of experience, counted from graduating.
  if (
    /\b(years?|months?)\b.*\b(experience|exp)\b/.test(text) &&
    /\b(after|since|post) ?graduat\w*/.test(text) &&
    !/\b(degree|bachelor|bachelors|master|masters|diploma|mba)\b/.test(text)
  )
    return undefined;
  const level = askedLevel(text);
  if (!level) return undefined;
  if (
    (/\b(completed|have|hold|obtained|earned|possess|graduated|attained|received)\b/.test(text) &&
      /\b(degree|education|diploma|bachelor|bachelors|master|masters|mba|ph ?d|doctorate|b ?tech|high school|graduation|qualification)\b|\bgraduated from (a |an |the )?(college|university)\b/.test(
        text,
      )) ||
    // "Did you earn a bachelor's degree?", "Are you a holder of a Master's?": the same, said otherwise.
    (/^(did you (complete|earn|obtain|receive|attain|finish|get)|are you (a |an )?(holder of|degree holder))\b|\bdegree holder$/.test(
      text,
    ) &&
      /\b(degree|diploma|bachelor|master|mba|ph ?d|doctorate|b ?tech)\b/.test(text)) ||
    // "Are you a B.Tech graduate?": a graduate of the degree named, and nothing else said of them.
    /^are you an? (b ?tech|b ?e|b ?sc|bachelor s|bachelors|m ?tech|m ?sc|master s|masters|mba|college|university) graduate$/.test(
      text,
    ) ||
    // "Are you a postgraduate?": a graduate of a master's.
    /^are you (a |an )?post ?graduate$/.test(text) ||
    // "Have you completed your undergraduate studies?", "Are you a graduate of a 4-year university program?"
    /^(have you (completed|finished)|are you a graduate of) (your |an? )?(undergraduate (studies|program|programme|degree)|(4|four) year (college |university )?(program|programme|degree))$/.test(
      text,
    )
  ) {
    return { family: 'education-completed', subject: level };
  }
  return undefined;
};
