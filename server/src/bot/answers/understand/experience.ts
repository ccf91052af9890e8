import { withSkillTokens } from '../skill-aliases';
import { normaliseText } from '../text-similarity';
import { askedSkill } from '../years-of-experience';
import { functionNamed } from '../facts/work-history';
import { resolvePlace } from '../facts/geo';
import { isProgrammingLanguage, toolKind } from '../skill-kinds';
import { escapeRegExp } from '../../escape-reg-exp';
import type { ExperienceSubject } from './meaning';
import type { Rule } from './rule';
import { asksYesNo } from './rule';
import { plainExperienceWording } from './experience-wording';
import {
  asksTotal,
  hasFigureAside,
  onlyTotalFieldWords,
  withoutFigureAsides,
  yearsOfHowGained,
} from './total-experience';

/** "at least 3 years", "5+ years", "3 or more years", "6 months": the minimum a yes/no question sets. */
const MINIMUM = /(\d+(?:\.\d+)?)\s*\+?\s*(?:or more\s+|plus\s+)?(years?|yrs?|months?)\b/;

/** Words that name no skill: the question asks the total. */
const GENERIC =
  /^(total|overall|professional|work|industry|(total|overall|professional|full time|paid|work) ?(work|professional|industry)?)$/;

/** A unit, not a skill: "Total experience in years" ("years" stands beside every skill's figure). */
const UNIT_ONLY = /^(in )?(years?|yrs?|months?|number of (years|months))$/;

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
  // "Do you have work experience in India?", "Have you worked in Chicago?": where the work was, which
  // the resume's home line does not say (it would be found there as if a skill). Asked.
  if (workedInPlace(label, plain)) return undefined;
  // Skill names before lower-casing: "Go" is the language, "go" a verb.
  // "Any CRM tools": which of the kind is not asked. "In a B2B sales role": the work the role does.
  return {
    skill: normaliseText(withSkillTokens(cleaned))
      .replace(/^(any|some)\s+/, '')
      .replace(/^(a|an) (.+) (role|position)$/, '$2'),
  };
}

/** `plain` named after "in" is a country, region or city, and no tool of that name is known (Spring, Phoenix, Jersey). */
function workedInPlace(label: string, plain: string): boolean {
  if (!new RegExp(`\\bin (the )?${escapeRegExp(plain)}\\b`, 'i').test(label)) return false;
  return (
    resolvePlace(plain) !== undefined &&
    toolKind(plain) === undefined &&
    !isProgrammingLanguage(plain) &&
    !KNOWN_TOOLS.test(plain)
  );
}

/** Tools named like places, which `toolKind` files under their language (not as kinds of their own). */
const KNOWN_TOOLS =
  /^(spring|phoenix|jersey|flask|rails|django|laravel|symfony|express|ember|meteor|mercury|atlas|jupiter|orion|sinatra)$/;

const yesNoShape = (question: { options: string[] }) => question.options.some((o) => /^\s*(yes|no)\b/i.test(o));

/**
 * Experience: years (or months) with a skill, in a LinkedIn job function, or in total — asked as
 * a figure, a range option, or a yes / no with or without a minimum ("Do you have 3+ years of…").
 */
export const experienceRule: Rule = (asked, askedText) => {
  // "Total experience till date (numbers only)": when and how the figure is taken, read apart.
  const aside = hasFigureAside(asked.label);
  const question = { ...asked, label: plainExperienceWording(withoutFigureAsides(asked.label)) };
  const text = { ...askedText, label: plainExperienceWording(withoutFigureAsides(askedText.label)) };
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
    // "Total years as a professional", "Years as a nurse": the years worked as one.
    !/\byears? as (an? )?\w/.test(label) &&
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
  // "Do you have 5-8 years of experience …?": a band, its bottom the minimum (its top is none).
  const band = /\b(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(years?|yrs?|months?)\b/i.exec(question.label);
  const minimum = band ? [band[0], band[1], band[3]!.toLowerCase()] : MINIMUM.exec(label);
  const maximum = band ? Number(band[2]) / (/^m/i.test(band[3]!) ? 12 : 1) : undefined;
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
      onlyTotalFieldWords(label)) ||
    // "Work experience so far", "Experience till date": a figure of it, asked in full.
    (question.kind === 'text' && aside && asksTotal(label));
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
    : role === 'professional' || role === 'working professional'
      ? { total: true as const }
      : role
        ? { role }
        : totalField
          ? { total: true as const }
          : about(question.label.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' '));
  if (!subject) return undefined;
  // "Internship experience in software development": the stated total, or a title's years, say
  // nothing of internships.
  if (
    !('skill' in subject) &&
    /\bintern(ship)?s?\b/.test(label) &&
    !/\b(excluding|not including|except|without) (any )?internships?\b/.test(label)
  )
    return undefined;
  return {
    kind: 'experience',
    about: subject,
    unit: monthsAsked ? 'months' : 'years',
    // "More than 2 years": 2 exactly does not meet it.
    minimum: minimum
      ? Number(minimum[1]) / (/^m/.test(minimum[2]!) ? 12 : 1) +
        (new RegExp(`\\b(more than|over|above|greater than|in excess of) ${minimum[1]}\\b`).test(label) ? 1e-9 : 0)
      : undefined,
    ...(maximum !== undefined && yesNo ? { maximum } : {}),
    yesNo,
  };
};
