import { normaliseText } from '../text-similarity';

/**
 * Whether a question about experience asks the total: the years of a whole career, however it is
 * put ("Total work experience", "How many years of experience do you have after graduation?").
 */

/** Experience asked with no object: "How many years of experience do you have?", "Total work experience". */
const TOTAL_ASKED =
  /\b(years?|yrs?|months?) of (total |overall |professional |work |industry |full time )*(experience|exp)( do you (currently )?have| you have)?( in total| overall| professionally)?$|^(total|overall) (years of )?(work |professional )?experience|^(work |professional )?experience( in (years|yrs))?$|^how (many years|long) have you (been )?(worked|working|employed)( professionally| in total| overall| in the industry| full time)?$|^how much (total |overall |professional |work |industry |full time )*experience (do you have|have you got|have you gained)( in total| overall| professionally| in years)?$/;

/**
 * The asking words before what is asked ("What is your …", "Please mention your …"): "What is
 * your total work experience in years?" asks "total work experience in years".
 */
const ASKING_WORDS =
  /^(?:(?:please|kindly) )?(?:(?:what is|what s|whats|what are|mention|specify|state|enter|provide|share|tell us|fill|fill in|write|type|give) )?(?:your )?/;

/**
 * When the figure is taken and how to write it, which every figure of experience shares: "so far",
 * "till date", "as of today", "approx.", "in numbers", "(please enter a number)", "(YY.MM)", "e.g. 4.5",
 * "(in case of fresher, enter 0)". Said of the total,
 * they leave it the total ("Work experience till date", "Total experience (numbers only)").
 */
const FIGURE_ASIDES =
  /(?:,\s*)?\(?\s*\b(?:so far|till (?:date|now|today)|to date|until now|up (?:un)?to now|as (?:of|on) (?:date|today|now|this date)|at present|approx\.?|approximately|approximate|roughly|(?:in|as) (?:a )?(?:whole |decimal )?(?:numbers?|digits?|numeric(?: form| format| value)?)(?: only)?|(?:numbers?|digits) only|please enter a (?:whole |decimal )?number|decimals? (?:are )?allowed|yy\s?[./]\s?mm|in the format (?:of )?(?:x\.y|years?\.months?|yy\.mm)|as per (?:your |the )?(?:resume|cv)|(?:as )?(?:mentioned|stated|given) (?:in|on) (?:your |the )?(?:resume|cv)|-?\s*numeric(?:al)?(?: value)?(?: only)?|(?:0|zero) (?:if|for) (?:you are )?(?:an? )?freshers?|(?:e\.?\s?g\.?|for example|ex\.)\s*[:,-]?\s*\d{1,2}(?:\.\d{1,2})?|(?:(?:in case of|if|for) (?:you are )?(?:an? )?freshers?\s*,?\s*(?:please )?(?:enter|mention|put|write|type|fill) (?:0|zero|nil|na)|(?:enter|mention|put|write|type|fill) (?:0|zero|nil|na) (?:if|for|in case of) (?:you are )?(?:an? )?freshers?))(?![\w-])\s*\)?/gi;

/** Whether a field's label says when or how roughly its figure is taken ("so far", "approx."): a figure, not a description. */
export const hasFigureAside = (label: string) => new RegExp(FIGURE_ASIDES.source, 'i').test(label);

/** The label without those asides. */
export const withoutFigureAsides = (label: string) =>
  label
    .replace(FIGURE_ASIDES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([?.!])/g, '$1')
    .trim();

/**
 * Words that ask for experience without naming what it is in: how it is asked ("how many", "do
 * you possess", "have you got"), its unit, and words that only say it is all of it ("total",
 * "professional", "paid", "full time", "so far").
 */
const TOTAL_WORDS = new Set(
  (
    'how many much long years year yrs months of in total overall altogether professional professionally ' +
    'work working worked industry full time paid experience exp do does you have had got gained possess bring ' +
    'currently presently number the your what is are s whats please kindly mention specify state enter ' +
    'provide share tell us been employed career so far till date to until now level ' +
    // "… do you hold?", "… are you having?", "… have you accumulated?": other verbs of having it.
    'hold carry having accumulated acquired earned gathered ve ' +
    // "Please fill your total experience here", "Candidate's total experience": asking words.
    'fill write type give input here candidate applicant let know'
  ).split(' '),
);

/**
 * "How many years experience do you possess?", "How many years of experience in total do you
 * have?": every word is one of TOTAL_WORDS, and the question is about experience in years.
 */
function onlyTotalWords(normalised: string): boolean {
  const words = normalised.split(' ');
  // "Do you have any prior work experience?", "Have you worked professionally before?": whether
  // there is any, put as yes / no.
  const yesNo = /^(do|have|did|are) you\b/.test(normalised);
  return (
    words.some((w) => /^(experience|exp|worked|working|employed)$/.test(w)) &&
    (yesNo || words.some((w) => /^(years?|yrs|months?|long|much)$/.test(w))) &&
    words.every((w) => TOTAL_WORDS.has(w) || (yesNo && YES_NO_TOTAL_WORDS.has(w)))
  );
}

/** Words a yes / no about having any experience adds: "any", "prior", "before". */
const YES_NO_TOTAL_WORDS = new Set('any some prior previous past before previously ever'.split(' '));

/**
 * Words that say how experience was gained, not what it was with: "full-time professional work
 * experience", "in a professional setting", "in a full-time role", "after graduation", "in any field".
 */
const HOW_GAINED =
  /\b((in )?(the )?(workforce|workplace|professional world)|full time|paid|professional|professionally|work|working|industry|hands on|total|overall|(in )?(a|an) (professional|work|production) (environment|setting|capacity|context)|(in )?(a|an) full time (role|position|capacity|job)|(in )?any (field|industry|role|capacity|domain)|(after|since|post) (completing |finishing )?(my |your )?(bachelor s |master s |first )?(graduation|graduating|college|university|degree|studies|qualification|education)|since (you|i) (first )?(started|began) (working|work|your career|my career)|(excluding|not including|except|without) (any )?internships?|(in |throughout |over |during |across )?(your|my) (whole |entire )?career( so far)?|(across|with|at|in) all (the |your |my )?(companies|organi[sz]ations|employers|jobs|roles)( combined)?|combined|(in |across |at )?(your |my )?current and (previous|past|former) (companies|organi[sz]ations|employers|jobs|roles)|including (the |your |my )?current (company|organi[sz]ation|employer|job|role)|(in )?(your |my )?(working|professional) (life|career)|(in )?(the )?professional field|(in )?(full time |paid )?employment|only|(after|post) (the )?(completion of|completing) (your |my )?(graduation|degree|studies|education))\b/g;

/**
 * "Your total experience after graduation", "Total professional experience till date": a field whose
 * every word, but those saying how the experience was gained, asks for the total.
 */
export const onlyTotalFieldWords = (label: string) =>
  label
    .replace(HOW_GAINED, ' ')
    .split(' ')
    .filter(Boolean)
    .every((w) => TOTAL_WORDS.has(w) || w === 'current');

/**
 * Whether the label asks the total. "Relevant years of experience" does not: which years count is
 * the employer's judgement, so it is asked, however the words are ordered.
 */
export const asksTotal = (label: string) =>
  !/\brelevant\b/i.test(label) &&
  (TOTAL_ASKED.test(normaliseText(label)) ||
    // "How many years of experience do you have after graduation?": when it was gained says no skill.
    onlyTotalWords(normaliseText(label).replace(HOW_GAINED, ' ').replace(/\s+/g, ' ').trim()) ||
    // With the asking words off, the whole of what is left must be the total: "What is your total
    // experience and current CTC?" asks two things.
    /^(total|overall) (number of )?(years of )?(work |professional )?experience( in (years|yrs))?$/.test(
      normaliseText(label).replace(ASKING_WORDS, ''),
    ));

/**
 * "Do you have 3+ years of full-time paid work experience?": years whose every other word says how
 * they were gained — in what was read as the skill and in the whole question, so a skill the
 * reading left out ("… developing WordPress websites") is never dropped.
 */
export function yearsOfHowGained(label: string, plain: string): boolean {
  const asked = normaliseText(label);
  const rest = asked
    .replace(HOW_GAINED, ' ')
    .replace(/\b(at least|a minimum of|minimum|more than|or more|\d+\+?)(?=\s|$)/g, ' ')
    .split(' ')
    .filter(Boolean);
  return (
    plain.replace(HOW_GAINED, ' ').trim() === '' &&
    /\b(\d+\+?|how many|how much|number of)(?=\s)[^?]*\b(years?|months?)\b|\b(years?|months?) of\b/.test(asked) &&
    rest.every((w) => TOTAL_WORDS.has(w) || YES_NO_TOTAL_WORDS.has(w) || /^(a|an|in|with|over|experience)$/.test(w))
  );
}
