import { withSkillTokens } from '../skill-aliases';
import { normaliseText } from '../text-similarity';
import { askedSkill } from '../years-of-experience';
import { functionNamed } from '../facts/work-history';
import type { ExperienceSubject } from './meaning';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** "at least 3 years", "5+ years", "3 or more years", "6 months": the minimum a yes/no question sets. */
const MINIMUM = /(\d+(?:\.\d+)?)\s*\+?\s*(?:or more\s+|plus\s+)?(years?|yrs?|months?)\b/;

/** Words that name no skill: the question asks the total. */
const GENERIC =
  /^(total|overall|professional|work|industry|(total|overall|professional|full time|paid|work) ?(work|professional|industry)?)$/;

/** A unit, not a skill: "Total experience in years" ("years" stands beside every skill's figure). */
const UNIT_ONLY = /^(in )?(years?|yrs?|months?|number of (years|months))$/;

/** Experience asked with no object: "How many years of experience do you have?", "Total work experience". */
const TOTAL_ASKED =
  /\b(years?|yrs?|months?) of (total |overall |professional |work |industry |full time )*(experience|exp)( do you (currently )?have| you have)?( in total| overall| professionally)?$|^(total|overall) (years of )?(work |professional )?experience|^(work |professional )?experience( in (years|yrs))?$|^how (many years|long) have you (been )?(worked|working|employed)( professionally| in total| overall| in the industry| full time)?$|^how much (total |overall |professional |work |industry |full time )*experience (do you have|have you got|have you gained)( in total| overall| professionally| in years)?$/;

/**
 * The asking words before what is asked ("What is your …", "Please mention your …"): "What is
 * your total work experience in years?" asks "total work experience in years".
 */
const ASKING_WORDS =
  /^(?:(?:please|kindly) )?(?:(?:what is|what s|whats|what are|mention|specify|state|enter|provide|share|tell us) )?(?:your )?/;

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
    'provide share tell us been employed career so far till date to until now level'
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
 * Other ways to ask the same: "How many years have you been a nurse?" is the years worked as one;
 * "… been in sales?" those worked in it; "… spent working with Python?" those worked with it.
 */
function plainExperienceWording(label: string): string {
  return (
    label
      // "Salesforce exp", "Exp. with Go": experience, shortened.
      .replace(/\bexp\b\.?(?=\s*\??\s*$|\s+(?:in|with|on|of|using)\b)/i, 'experience')
      // "Do you have Python skills?", "skills in SQL", "Are you skilled in Excel?": the skill, as the resume lists it.
      .replace(
        /^(do you have|do you possess) (?!any\b|the\b|good\b|strong\b|excellent\b|advanced\b|basic\b|experience\b)([\w.#+ -]{1,40}?) skills?(\?)?$/i,
        '$1 experience with $2$3',
      )
      .replace(/^(do you have|do you possess) (any )?skills? (in|with) /i, '$1 experience with ')
      .replace(/^are you skilled (in|with|at) /i, 'do you have experience with ')
      // "Do you have exposure to Docker?", "a background in Python": having worked with it.
      .replace(
        /^(do you have|have you had) (any |some |an? )?(prior |previous |practical |professional |hands on |hands-on )?(exposure|background) (to|in|with) /i,
        'do you have experience with ',
      )
      // "Do you know Java?", "Do you know how to use Excel?": knowing a thing is having used it (how
      // well is another question). Not knowing a person, a fact or whether something holds.
      .replace(
        /^do you (already )?know (how to (use|work with|program in|code in) )?(?!(how|if|whether|what|who|where|when|why|that|about|any|anyone|someone|somebody|of|the|our|us|your|someone)\b)(?=[\w.#+-]+( [\w.#+-]+){0,2}\??$)/i,
        'do you have experience with ',
      )
      // "Is your experience with Python more than 3 years?": the minimum, asked the usual way.
      .replace(
        /^is your (?:total |overall )?experience (with|in|using|on) (.+?) (more than|over|at least|above|greater than|a minimum of) (\d+\+?) (years?|months?)\s*\??$/i,
        'do you have $3 $4 $5 of experience $1 $2?',
      )
      // "2 years of experience or more": the minimum, written after the experience.
      .replace(
        /\b(\d+)\+? (years?|months?) of ((?:\w+ )?experience) or (?:more|above|greater|higher)\b/i,
        '$1+ $2 of $3',
      )
      // "What is your experience in years with React?": the unit, said before what it is with.
      .replace(/\bexperience in (years|months) (with|in|using|on) (.+?)\s*(\?)?$/i, 'experience $2 $3 in $1$4')
      // "3 years or more of Go experience": the minimum, said after the figure.
      .replace(/\b(\d+)\+? (years?|months?) or (?:more|above|greater|higher) of\b/i, '$1+ $2 of')
      // "Have you worked for at least 8 years?": years of experience, with the verb.
      .replace(
        /^have you (?:been )?(?:worked|working|employed)( professionally| full time)? for ((?:at least|over|more than|a minimum of) )?(\d+\+?) (years?|months?)\s*(\?)?$/i,
        'do you have $2$3 $4 of$1 experience$5',
      )
      // "How many years have you used Python for?": the preposition left at the end says nothing more.
      .replace(/\b(used|using|worked with|been working with) ([\w.#+ -]{1,30}?) for\s*(\?)?\s*$/i, '$1 $2$3')
      // "How many years in total have you worked?": the total, said in the middle.
      .replace(
        /^how (many years|long) (in total|overall|altogether) have you (been )?(worked|working|employed)\b/i,
        'how $1 have you $3$4 $2',
      )
      // "Business-to-business sales", "selling B2B": B2B sales, as resumes write it.
      .replace(/\bbusiness[\s-]to[\s-]business\b/gi, 'B2B')
      .replace(/\bbusiness[\s-]to[\s-]consumer\b/gi, 'B2C')
      .replace(/\b(experience )?selling (B2B|B2C)\b(?! sales)/gi, (_, experience?: string, market?: string) =>
        experience ? `experience in ${market} sales` : `${market} sales`,
      )
      // "Experience developing with Node.js": developing with the tool (an application people use
      // stays a trade of its own: derive/experience.ts).
      .replace(
        /\bexperience( do you have| you have)? (?:developing|programming|coding|building (?:applications|apps|software|services)) (?:with|in|using) ([\w.#+ -]{1,30}?)\s*(\?)?$/i,
        'experience$1 with $2 development$3',
      )
      // "Your level of experience in years": the experience, in years.
      .replace(/\b(?:level|amount) of experience\b/i, 'experience')
      // "Do you have experience of Python?", "knowledge about SQL": the same prepositions.
      .replace(/\bexperience of (?!\d)(?=[a-z])/i, 'experience with ')
      .replace(/\bknowledge (about|on) /i, 'knowledge of ')
      // "Do you have Python knowledge?": knowing it at all (knowing it well is a level, asked).
      .replace(
        /^(do you have|do you possess) (?:any |some |basic |working |prior |previous )?(?!(?:good|strong|deep|expert|advanced|excellent|solid|thorough|extensive|in depth|in-depth|sound|proven|detailed|domain|industry|business|product)\b)([\w.#+ -]{1,30}?) knowledge(\?)?$/i,
        '$1 experience with $2$3',
      )
      // "Have you previously used Salesforce?": when is not what is asked.
      .replace(
        /^have you (?:previously|already|personally|also) (used|worked with|worked on|worked in) /i,
        'have you $1 ',
      )
      // "Have you built applications using React?", "developed apps in Java": developing with the
      // tool (which, for an application people use, is a trade of its own: derive/experience.ts).
      .replace(
        /^have you (?:ever |previously )?(?:built|developed|created|designed|shipped|delivered) (?:[\w-]+ ){0,3}?(?:using|with|in|on) ([\w.#+ -]{1,30}?)\s*(\?)?$/i,
        'do you have experience with $1 development$2',
      )
      // "Have you programmed in Java?", "coded in Go": having used the language.
      .replace(/^have you (ever )?(programmed|coded|written code|developed) (in|with|using) /i, 'have you used ')
      .replace(/\b(have you|you have) been (an?) (?!(working|employed|using)\b)/i, '$1 worked as $2 ')
      .replace(/\b(have you|you have) been (in|into) /i, '$1 worked in ')
      // "How many years have you been doing B2B sales?": worked in it.
      .replace(/\b(have you|you have) been (doing|practicing|practising) /i, '$1 worked in ')
      // "Since how many years have you been working?": how many years.
      .replace(/^(?:since|from|for) how (many years|long)\b/i, 'how $1')
      .replace(
        /\b(have you|you have) spent (working|coding|programming|developing) (with|in|on|using) /i,
        '$1 worked $3 ',
      )
  );
}

/**
 * A short field to type in that names experience with a thing and nothing else ("Python
 * experience", "Exp in Salesforce", "Please mention your total experience in Java"): the figure of
 * it, as "Total experience" is. A longer text is a description to write, not a figure.
 */
function experienceField(kind: string, label: string): boolean {
  if (kind !== 'text') return false;
  const words = label.split(' ');
  if (words.length > 8) return false;
  const asked = label.replace(
    /^(?:(?:please|kindly) )?(?:(?:mention|share|provide|enter|specify|state|tell us) )?(?:your )?/,
    '',
  );
  return (
    /^(?:(?:total|overall|relevant|professional|hands on|work|prior) )*(?:experience|exp) (?:working |worked )?(?:in|with|on|of|using|as) [a-z0-9.#+ ]+$/.test(
      asked,
    ) ||
    (words.length <= 4 && /^[a-z0-9.#+ ]+ (?:experience|exp)$/.test(asked))
  );
}

/**
 * Words that say how experience was gained, not what it was with: "full-time professional work
 * experience", "in a professional setting", "in a full-time role", "after graduation", "in any field".
 */
const HOW_GAINED =
  /\b(full time|paid|professional|professionally|work|working|industry|hands on|total|overall|(in )?(a|an) (professional|work|production) (environment|setting|capacity|context)|(in )?(a|an) full time (role|position|capacity|job)|(in )?any (field|industry|role|capacity|domain)|(after|since|post) (my |your )?(graduation|graduating|college|university|degree|studies|qualification)|(in )?(your|my) (whole |entire )?career( so far)?|(in )?(the )?workforce)\b/g;

/**
 * Whether the label asks the total. "Relevant years of experience" does not: which years count is
 * the employer's judgement, so it is asked, however the words are ordered.
 */
const asksTotal = (label: string) =>
  !/\brelevant\b/i.test(label) &&
  (TOTAL_ASKED.test(normaliseText(label)) ||
    // "How many years of experience do you have after graduation?": when it was gained says no skill.
    onlyTotalWords(normaliseText(label).replace(HOW_GAINED, ' ').replace(/\s+/g, ' ').trim()) ||
    // With the asking words off, the whole of what is left must be the total: "What is your total
    // experience and current CTC?" asks two things.
    /^(total|overall) (number of )?(years of )?(work |professional )?experience( in (years|yrs))?$/.test(
      normaliseText(label).replace(ASKING_WORDS, ''),
    ));

const ABOUT_EXPERIENCE =
  /\bhow (many years|many months|long) (have|did) you (been )?(used|use|using|worked|work|working|programmed|coded|spent|employed|programming|coding|developing|writing|selling)\b|^(have|did) you (ever |been )*(used|use|using)\b|\bexperience\b|\bexperienced\b|\bworked (with|on|in|as)\b|\b(years?|months?) (working|worked) (in|with|on|as|using)\b|\bworking with\b|\bfamiliar(ity)? with\b|\bhands on\b|\bused\b.*\bbefore\b|\bknowledge (of|in)\b|^have you (ever )?worked( professionally| full time| before| previously| in total)*$/;

/**
 * What follows a skill's name without naming another skill: "used Python before", "Kubernetes in
 * production", "Python for 3 years or more" (the figure is the minimum, read apart).
 */
const QUALIFIERS_AFTER =
  /\s+(before|(?:[-–:]\s*)?(?:number of|no of|total) (?:years|yrs|months)|previously|in the past|ever|in (years|yrs|months)|in (a |an )?(production|professional|commercial|work)( environment| setting| capacity| context)?|at work|for (at least |over |more than |a minimum of )?\d.*)\s*$/i;

/** A setting, not a skill: "in a professional setting", "in a production environment". */
const SETTING = /^(a |an )?(production|professional|commercial|work)( environment| setting| capacity| context)?$/i;

/** "… or a related field", "or a similar role": a wider question the applicant's own years answer as well. */
const OR_RELATED =
  /,?\s+or\s+(?:a |an |any |other )?(?:closely )?(?:related|similar|equivalent|relevant)(?: technical)?(?: field| role| area| discipline| position| capacity| function)s?\s*$/i;

/** A version after a skill's name ("Python 3", "Java 8 or above", "Angular 2+"), not before a unit. */
const VERSION =
  /(?<=[a-z#+])\s+v?\d{1,2}(?:\.\d{1,2})?(?:\.x)?\+?(?:\s+or\s+(?:above|higher|later|newer))?(?!\s*(?:\+\s*)?(?:years?|yrs?|months?)\b)(?=\s*$|\s*[,/)])/gi;

/**
 * "Do you have 3+ years of full-time paid work experience?": years whose every other word says how
 * they were gained — in what was read as the skill and in the whole question, so a skill the
 * reading left out ("… developing WordPress websites") is never dropped.
 */
function yearsOfHowGained(label: string, plain: string): boolean {
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

/** The skill, function or total a question about experience names. */
function about(label: string): ExperienceSubject | undefined {
  // "Rust experience (years)": the skill before the word.
  // "Do you have B2B sales experience?", "Total IT experience": the same, after the asking words.
  const named = /^([\w.#+-]+(?: [\w.#+-]+){0,2})\s+experience\b/i.exec(
    label
      .trim()
      .replace(/^(?:do|did|have) you (?:have|possess|hold|had|gained|got) /i, '')
      // "What is your total IT experience?": the asking words before it.
      .replace(/^(?:what is|what's|whats) (?:your )?/i, '')
      .replace(/^(?:(?:any|prior|previous|past|some|total|overall) )+/i, '')
      // "Professional software development experience": how it was gained, not what.
      .replace(
        /^(?:professional|hands on|hands-on|commercial|practical|industry|direct|real world|real-world|recent) (?=\S+ \S)/i,
        '',
      ),
  )?.[1];
  const leading =
    named &&
    !/(^|\s)\d|\b(years?|yrs?|months?)\b/i.test(named) &&
    !/^(how|do|does|did|have|has|are|is|what|please|total|overall|years?|months?|relevant|work|professional|your)\b/i.test(
      named,
    )
      ? named
      : undefined;
  // "Go experience in years": "in years" is the unit asked, and the skill the one before the word.
  // "Have you used Excel in a professional setting?": the setting qualifies the skill, it is none.
  const firstAsked = askedSkill(label);
  const asked =
    firstAsked && SETTING.test(firstAsked)
      ? askedSkill(label.replace(/[?.!\s]+$/, '').replace(QUALIFIERS_AFTER, ''))
      : firstAsked;
  const skill = (asked && !UNIT_ONLY.test(normaliseText(asked)) ? asked : undefined) ?? leading;
  // "Do you have 3+ years of experience in a professional setting?": the setting is all there is, the total.
  if (!skill)
    return asksTotal(label) || yearsOfHowGained(label, normaliseText(firstAsked ?? '')) ? { total: true } : undefined;
  // "React, Angular or Bootstrap": the commas of a list say what its last word says (and where none does).
  // "Software development or a related field": any years of the applicant's in it are theirs in the wider one.
  const widened = skill.replace(OR_RELATED, '');
  const listed = widened.replace(/\s*,\s*/g, /\bor\b/i.test(skill) ? ' or ' : ' and ');
  const cleaned = listed
    .replace(QUALIFIERS_AFTER, '')
    // "Python 3", "Java 8 or above", "Java 11+": a version of the skill is the skill.
    .replace(VERSION, '')
    .replace(/\b(experience|professionally|currently|in total|overall)\b/gi, ' ')
    .trim();
  const plain = normaliseText(cleaned)
    .replace(/^(the|a|an|any|some)\s+/, '')
    // "In a sales role": the function the role is in.
    .replace(/\s+(role|roles|position|positions|capacity|function)$/, '')
    .trim();
  const howGained = yearsOfHowGained(label, normaliseText(cleaned));
  if (plain === '' || GENERIC.test(plain)) return asksTotal(label) || howGained ? { total: true } : undefined;
  if (howGained) return { total: true };
  const fn = functionNamed(plain);
  if (fn) return { function: fn };
  // Skill names before lower-casing: "Go" is the language, "go" a verb.
  // "Any CRM tools": which of the kind is not asked. "In a B2B sales role": the work the role does.
  return {
    skill: normaliseText(withSkillTokens(cleaned))
      .replace(/^(any|some)\s+/, '')
      .replace(/^(a|an) (.+) (role|position)$/, '$2'),
  };
}

const yesNoShape = (question: { options: string[] }) => question.options.some((o) => /^\s*(yes|no)\b/i.test(o));

/**
 * Experience: years (or months) with a skill, in a LinkedIn job function, or in total — asked as
 * a figure, a range option, or a yes / no with or without a minimum ("Do you have 3+ years of…").
 */
export const experienceRule: Rule = (asked, askedText) => {
  const question = { ...asked, label: plainExperienceWording(asked.label) };
  const text = { ...askedText, label: plainExperienceWording(askedText.label) };
  const label = text.label;
  // "Kotlin (years)", "Python - years of experience": a skill with the unit beside it, as a field to fill.
  const unitBeside =
    /^\s*([\w.#+ -]{1,30}?)(?:\s+exp\.?)?\s*\((?:in )?(years?|yrs?|months?)\)\s*$/i.exec(question.label) ??
    // "Python years", "Java - yrs", "Python: number of years used": the unit alone after the skill.
    /^\s*([\w.#+ ]{1,30}?)\s*(?:\s-|–|—|:)?\s+(?:number of |no\.? of |how many )?(years?|yrs?|months?)(?: used| of use)?\s*\??\s*$/i.exec(
      question.label,
    ) ??
    // "Python - years of experience", and without the dash ("node.js years of experience", as bots log it).
    /^\s*([\w.#+ ]{1,30}?)\s*(?:\s-|–|—|:|,|\()?\s*(?:total |relevant )?(?:number of )?(years?|yrs?|months?) of (?:experience|exp)\)?\s*\??\s*$/i.exec(
      question.label,
    );
  // "Years of experience - Python", "Years of experience: Python": the skill after the unit's heading.
  const afterHeading =
    /^\s*(?:number of |no\.? of )?(years?|yrs?|months?) of (?:experience|exp)\s*(?:\s-|–|—|:)\s*([\w.#+ ]{1,30}?)\s*[?*]?\s*$/i.exec(
      question.label,
    );
  if (
    afterHeading &&
    !yesNoShape(question) &&
    !GENERIC.test(normaliseText(afterHeading[2]!)) &&
    !/^(total|overall|relevant|in )/i.test(afterHeading[2]!)
  ) {
    const about = { skill: normaliseText(withSkillTokens(afterHeading[2]!)) };
    return { kind: 'experience', about, unit: /^m/i.test(afterHeading[1]!) ? 'months' : 'years', yesNo: false };
  }
  if (
    unitBeside &&
    !yesNoShape(question) &&
    !/\bexperience\b/i.test(unitBeside[1]!) &&
    !/^(how|what|number|no|total|overall|relevant|work|professional|your|in)\b/i.test(unitBeside[1]!.trim()) &&
    // "Please enter your years of experience": the asking words, no skill.
    !/\b(your|my|please|kindly|enter|mention|provide|specify|share|give|type|fill)\b/i.test(unitBeside[1]!) &&
    !GENERIC.test(normaliseText(unitBeside[1]!))
  ) {
    const about = { skill: normaliseText(withSkillTokens(unitBeside[1]!)) };
    return { kind: 'experience', about, unit: /^m/i.test(unitBeside[2]!) ? 'months' : 'years', yesNo: false };
  }
  if (
    !ABOUT_EXPERIENCE.test(label) &&
    !/\byears? (of|with|in|using)\b/.test(label) &&
    // "Number of years you have used Python", "Total years worked": the years, said with the verb.
    !/\b(years?|months?) (you have |you ve )?(been )?(used|using|worked|working|spent)\b/.test(label) &&
    // "How many years do you have with Python?": the years one has with a thing.
    !/\bhow many (years|months) (do|have) you (have|had|got) (with|in|using|on)\b/.test(label)
  )
    return undefined;
  // Knowledge of a skill is having used it ("Do you know …?" may be about anything); knowing it well ("strong knowledge", "expert") claims a level
  // the resume's list does not state.
  if (
    /\bknowledge\b/.test(label) &&
    !/\bexperience\b/.test(label) &&
    /\b(strong|deep|expert|advanced|extensive|in depth|solid|thorough|excellent|proficient|expertise)\b/.test(label)
  )
    return undefined;
  const yesNo = asksYesNo(question, label);
  // Experience in a role ("as a software developer"): the applicant's total when the role is their title.
  const role = /(?<!\bsuch )\bas (?:an? )?([a-z ]+?)(?: do you have| in [a-z]+)?$/.exec(label)?.[1];
  if (/\bas an?\b/.test(label) && !role) return undefined;
  const minimum = MINIMUM.exec(label);
  const monthsAsked = /\bmonths?\b/.test(label)
    ? !/\byears?\b/.test(label)
    : /\bin months\b|\bmonths\b/.test(text.all) && !/\byears?\b/.test(text.all);
  const yearsInOptions = question.options.some((o) => /\b(years?|yrs?)\b/i.test(o));
  // "Total experience" as a field: the total, written with its unit (derive/experience.ts).
  // "Your total professional experience till date", "Please enter the total experience you have": the same.
  const totalField =
    /^(your )?(total|overall) (work |professional )?experience$/.test(label) ||
    (question.kind === 'text' &&
      /\b(total|overall)\b/.test(label) &&
      /\bexperience\b/.test(label) &&
      label.split(' ').every((w) => TOTAL_WORDS.has(w) || w === 'current'));
  if (
    !yesNo &&
    !/\byears?\b|\bmonths?\b|\bhow (long|much)\b/.test(text.all) &&
    question.kind !== 'numeric' &&
    !yearsInOptions &&
    !totalField &&
    !experienceField(question.kind, label)
  )
    return undefined;
  // An aside in brackets qualifies what is asked ("(post graduation)"); the subject is read without it.
  // "Years of experience (Python)": a bracket that is all the experience is with names the skill.
  const inBracket =
    /^(?:total |overall )?(?:number of |no of )?(?:years?|yrs?|months?) of (?:experience|exp)\s*\(\s*([\w.#+ -]{1,30}?)\s*\)\s*\??$/i.exec(
      question.label,
    )?.[1];
  const bracketSkill =
    inBracket &&
    !/^(in |e ?g|i ?e|approx|about|optional|required|mandatory|numbers?|digits?|numeric|whole|decimal|if any|post|after|since|total|overall|relevant|full|part|professional|work|paid|min|max|years?|yrs?|months?)\b/i.test(
      inBracket,
    )
      ? inBracket
      : undefined;
  const subject = bracketSkill
    ? about(`years of experience with ${bracketSkill}`)
    : role === 'professional'
      ? { total: true as const }
      : role
        ? { role }
        : totalField
          ? { total: true as const }
          : about(question.label.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' '));
  if (!subject) return undefined;
  return {
    kind: 'experience',
    about: subject,
    unit: monthsAsked ? 'months' : 'years',
    // "More than 2 years": 2 exactly does not meet it.
    minimum: minimum
      ? Number(minimum[1]) / (/^m/.test(minimum[2]!) ? 12 : 1) +
        (new RegExp(`\\b(more than|over|above|greater than|in excess of) ${minimum[1]}\\b`).test(label) ? 1e-9 : 0)
      : undefined,
    yesNo,
  };
};
