import type { Answer, AnswerSource, Applicant, FormQuestion } from './applicant';
import { normaliseQuestion } from './normalise';
import { chooseDuration, chooseYears, chooseYesNo, readYesNo } from './options-by-meaning';
import { amountAsked, mismatch, parseMoney, payQuestion, type Money, type PayQuestion } from './money';
import { highestDegree, languageLevel } from './resume-facts';
import { LEVELS, levelIn, type Level } from './templates/education';
import { readTopic, type Topic } from './templates';
import { proficiencyIn, type Proficiency } from './templates/language';
import { consentToApplicationTerms } from './consent';
import { isPhoneCountryQuestion, phoneCountryAnswer } from './phone-country';
import { matchOption, questionSimilarity } from './text-similarity';
import { askedSkill, resumeMentions, yearsOfExperience, yearsWith } from './years-of-experience';
import { payAsNumber, phoneFrom } from './user-values';

/** A custom question answers a form's question at this similarity or above. */
const CUSTOM_MATCH = 0.85;

type Found = { text: string; source: AnswerSource } | undefined;

/**
 * The answer to one Easy Apply question, from the applicant's own data only. Pure: the same
 * question and data always give the same answer. It never guesses: a question none of the rules
 * below answers for sure is `answered: false` (the caller asks the user or fails the question).
 *
 * Order: pay first (its own currency rules, see money.ts); then the user's own answer to the same
 * template (sponsorship, work authorization per country, …) or to a question worded alike; then
 * what the data states: contact details, notice period, years with a skill, degree, languages.
 */
export function answerQuestion(question: FormQuestion, applicant: Applicant): Answer {
  // The phone country reads the user's own answer itself: "Canada" must choose "Canada (+1)".
  if (isPhoneCountryQuestion(question) && question.options.length > 0) {
    const country = phoneCountryAnswer(question, applicant);
    return country
      ? fit(question, country)
      : { answered: false, reason: 'the phone country is not clear from your data' };
  }
  const normalised = normaliseQuestion(question.label);
  const pay = payQuestion(normalised, question.label);
  if (pay) return payAnswer(question, pay, applicant);
  const topic = readTopic(question.label);
  const found =
    (topic && topicAnswer(question, topic, applicant)) ??
    customAnswer(question, applicant) ??
    knownFact(question, normalised, applicant) ??
    consent(question);
  if (!found) return { answered: false, reason: 'no matching information' };
  return fit(question, found);
}

function customAnswer(question: FormQuestion, applicant: Applicant): Found {
  let best: { answer: string; score: number } | undefined;
  for (const [phrase, answer] of Object.entries(applicant.custom)) {
    const score = questionSimilarity(question.label, phrase);
    if (score >= CUSTOM_MATCH && (!best || score > best.score)) best = { answer, score };
  }
  return best && { text: best.answer, source: 'custom_information' };
}

/** The user's custom answers that follow a template, read once per question. */
function customTopics(applicant: Applicant) {
  return Object.entries(applicant.custom).flatMap(([phrase, answer]) => {
    const topic = readTopic(phrase);
    return topic ? [{ topic, answer }] : [];
  });
}

/**
 * A family whose countryless answer holds for every country: "Will you require sponsorship?" —
 * "Yes" is the user's answer wherever the job is. Work authorization is not one: being allowed to
 * work somewhere says nothing about another country.
 */
const GENERAL_HOLDS = new Set<Topic['family']>([
  'sponsorship',
  'relocation',
  'drivers-license',
  'background-check',
  'drug-test',
  'travel',
]);

/** The user's own answer to the same template, exactly for the subject asked, else a general one. */
function customForTopic(topic: Topic, applicant: Applicant): Found {
  const same = customTopics(applicant).filter(
    (c) => c.topic.family === topic.family && !!c.topic.withoutSponsorship === !!topic.withoutSponsorship,
  );
  const exact = same.find((c) => c.topic.subject === topic.subject);
  if (exact) return { text: exact.answer, source: 'custom_information' };
  // A countryless "I need sponsorship" may not hold where the user said they are authorized (a
  // citizen there, or a visa holder): that question is asked. A countryless "No" agrees with it.
  const authorizedThere =
    topic.family === 'sponsorship' &&
    same.some((c) => c.topic.subject === undefined && readYesNo(c.answer) === true) &&
    customTopics(applicant).some(
      (c) =>
        c.topic.family === 'work-authorization' && c.topic.subject === topic.subject && readYesNo(c.answer) === true,
    );
  if (topic.subject && GENERAL_HOLDS.has(topic.family) && !authorizedThere) {
    const general = same.find((c) => c.topic.subject === undefined);
    if (general) return { text: general.answer, source: 'custom_information' };
  }
  // "Do you hold a security clearance?" — "No" rules out every level; "Yes" names none.
  if (topic.family === 'security-clearance' && topic.subject) {
    const general = same.find((c) => c.topic.subject === undefined && readYesNo(c.answer) === false);
    if (general) return { text: general.answer, source: 'custom_information' };
  }
  return undefined;
}

const yes = (source: AnswerSource): Found => ({ text: 'Yes', source });
const no = (source: AnswerSource): Found => ({ text: 'No', source });

function topicAnswer(question: FormQuestion, topic: Topic, applicant: Applicant): Found {
  const own = customForTopic(topic, applicant);
  if (own) return own;
  switch (topic.family) {
    case 'work-authorization':
      return topic.withoutSponsorship ? authorizedWithoutSponsorship(topic, applicant) : undefined;
    case 'start-immediately': {
      const days = applicant.noticePeriodDays;
      return days === null ? undefined : days === 0 ? yes('extra_information') : no('extra_information');
    }
    case 'start-date':
      return startAnswer(question, applicant);
    case 'education-completed':
    case 'education-highest':
      return educationAnswer(question, topic, applicant);
    case 'language':
      return languageAnswer(question, topic.subject!, applicant);
    default:
      return undefined;
  }
}

/** "Authorized to work in the US without sponsorship?" from the user's two answers. */
function authorizedWithoutSponsorship(topic: Topic, applicant: Applicant): Found {
  const authorized = customForTopic({ family: 'work-authorization', subject: topic.subject }, applicant);
  const sponsorship = customForTopic({ family: 'sponsorship', subject: topic.subject }, applicant);
  const isAuthorized = authorized && readYesNo(authorized.text);
  const needsSponsor = sponsorship && readYesNo(sponsorship.text);
  if (isAuthorized === false || needsSponsor === true) return no('custom_information');
  if (isAuthorized === true && needsSponsor === false) return yes('custom_information');
  return undefined;
}

/** "When can you start?": immediately when the notice period is 0; an option meaning the notice period. */
function startAnswer(question: FormQuestion, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  if (question.options.length > 0) {
    const option = chooseDuration(days, question.options);
    return option ? { text: option, source: 'extra_information' } : undefined;
  }
  if (question.kind === 'numeric')
    return /\bdays?\b/i.test(question.label) ? { text: String(days), source: 'extra_information' } : undefined;
  return days === 0 ? { text: 'Immediately', source: 'extra_information' } : undefined;
}

const LEVEL_NAMES: Record<Level, string> = {
  'high school': 'High School',
  associate: "Associate's Degree",
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: 'Doctorate',
};

/** The user's highest degree: their own answer to "highest level of education", else the resume's. */
function highestLevel(applicant: Applicant): { level: Level; source: AnswerSource } | undefined {
  const own = customForTopic({ family: 'education-highest' }, applicant);
  const ownLevel = own && levelIn(normaliseQuestion(own.text));
  if (ownLevel) return { level: ownLevel, source: 'custom_information' };
  const resume = highestDegree(applicant.resumeText);
  return resume && { level: resume, source: 'resume' };
}

function educationAnswer(question: FormQuestion, topic: Topic, applicant: Applicant): Found {
  const highest = highestLevel(applicant);
  if (!highest) return undefined;
  if (topic.family === 'education-completed') {
    const done = LEVELS.indexOf(highest.level) >= LEVELS.indexOf(topic.subject as Level);
    // "A Bachelor's degree in Computer Science?": the level is known, the subject is not read.
    if (
      done &&
      /\b(degree|bachelor s?|master s?|diploma) in\b|\brelated field\b/.test(normaliseQuestion(question.label))
    )
      return undefined;
    return done ? yes(highest.source) : no(highest.source);
  }
  if (question.options.length > 0) {
    const hits = question.options.filter((o) => levelIn(normaliseQuestion(o)) === highest.level);
    return hits.length === 1 ? { text: hits[0]!, source: highest.source } : undefined;
  }
  return { text: LEVEL_NAMES[highest.level], source: highest.source };
}

/**
 * A language question from the level the user stated (their answer or the resume's "English
 * (Professional)"): the option of that level, or yes / no to "Do you speak … (fluently)?".
 */
function languageAnswer(question: FormQuestion, language: string, applicant: Applicant): Found {
  const level = languageLevel(language, applicant.resumeText);
  if (!level) return undefined;
  const levelled = question.options.filter((o) => proficiencyIn(o) !== undefined);
  if (levelled.length >= 2) {
    const hits = question.options.filter((o) => proficiencyIn(o) === level);
    return hits.length === 1 ? { text: hits[0]!, source: 'resume' } : undefined;
  }
  const label = normaliseQuestion(question.label);
  if (/^(do|can|are|is|have)\b/.test(label)) {
    const fluency = /\b(fluent|fluently|fluency|proficient|professional)\b/.test(label);
    const answer: Record<Proficiency, boolean | undefined> = {
      native: true,
      professional: true,
      conversational: fluency ? undefined : true,
      none: false,
    };
    const said = answer[level];
    return said === undefined ? undefined : said ? yes('resume') : no('resume');
  }
  return question.kind === 'text' ? { text: level[0]!.toUpperCase() + level.slice(1), source: 'resume' } : undefined;
}

/** A required consent to the application's terms: see consentToApplicationTerms for why it is ticked. */
function consent(question: FormQuestion): Found {
  const option = consentToApplicationTerms(question);
  return option === undefined ? undefined : { text: option, source: 'profile' };
}

const isFresher = (a: Applicant) => a.noticePeriodDays === 0 && !a.currentPay;

/**
 * Pay from the figures the user gave: their own answers to pay questions (which may name a
 * currency: "Expected salary in USD" — "160000"), then Expected / Current Pay. The first figure in
 * the currency and period asked answers; none does → not answered (see money.ts).
 */
function payAnswer(question: FormQuestion, asked: PayQuestion, applicant: Applicant): Answer {
  // The saved pay first: a question naming no currency gets the pay the user saved for every job.
  const saved = asked.which === 'expected' ? applicant.expectedPay : applicant.currentPay;
  const savedFigure = saved ? parseMoney(saved) : undefined;
  const figures: Money[] = savedFigure ? [savedFigure] : [];
  for (const [phrase, answer] of Object.entries(applicant.custom)) {
    const own = payQuestion(normaliseQuestion(phrase), phrase);
    if (own?.which !== asked.which) continue;
    const figure = parseMoney(answer);
    if (figure)
      figures.push({ ...figure, currency: figure.currency ?? own.currency, period: figure.period ?? own.period });
  }
  if (
    !savedFigure &&
    saved &&
    question.kind !== 'numeric' &&
    !asked.currency &&
    !asked.period &&
    question.options.length === 0
  ) {
    // A pay written in words ("between 50 and 60k") is typed as is where the form takes text.
    return { answered: true, source: 'extra_information', value: saved };
  }
  if (asked.which === 'current' && !applicant.currentPay && isFresher(applicant)) {
    return fit(question, { text: '0', source: 'extra_information' });
  }
  const reasons: string[] = [];
  for (const figure of figures) {
    const why = mismatch(asked, figure);
    if (why) {
      reasons.push(why);
      continue;
    }
    const source: AnswerSource = figure.text === saved?.trim() ? 'extra_information' : 'custom_information';
    const scaled = asked.inLakhs || asked.inThousands;
    const text = question.kind === 'numeric' || scaled ? String(amountAsked(asked, figure)) : figure.text;
    return fit(question, { text, source });
  }
  return { answered: false, reason: reasons[0] ?? 'no matching information' };
}

function knownFact(question: FormQuestion, label: string, applicant: Applicant): Found {
  if (/\be ?mail\b/.test(label)) return emailAnswer(question, applicant);
  if (isPhoneCountryQuestion(question)) {
    const phone = phoneFrom(applicant);
    return phone?.countryCode ? { text: `+${phone.countryCode}`, source: phone.source } : undefined;
  }
  if (/\b(phone|mobile)\b/.test(label)) {
    const phone = phoneFrom(applicant);
    return phone && { text: phone.national, source: phone.source };
  }
  if (/\bnotice\b|\b(join|start)\b.*\bwithin \d+ (day|week|month)/.test(label))
    return noticeAnswer(question, label, applicant);
  if (/\bfirst name\b|\bgiven name\b/.test(label)) return { text: applicant.firstName, source: 'profile' };
  if (/\blast name\b|\bsurname\b|\bfamily name\b/.test(label)) return { text: applicant.lastName, source: 'profile' };
  if (/^(your )?(full )?name$|\bfull name\b|\blegal name\b/.test(label)) {
    return { text: `${applicant.firstName} ${applicant.lastName}`.trim(), source: 'profile' };
  }
  if (/\blinkedin\b.*\b(profile|url|link)\b/.test(label))
    return linkIn(applicant.resumeText, /(?:https?:\/\/)?(?:www\.)?(linkedin\.com\/in\/[\w%-]+)/i, 'https://www.');
  if (/\bgithub\b/.test(label))
    return linkIn(applicant.resumeText, /(?:https?:\/\/)?(?:www\.)?(github\.com\/[\w-]+)/i, 'https://');
  if (/\bexperience\b|\bexperienced\b|\bworked (with|on|in)\b/.test(label))
    return experienceAnswer(question, label, applicant);
  return undefined;
}

/** A profile link the resume writes out ("linkedin.com/in/ada"), as a full URL. */
function linkIn(resumeText: string, pattern: RegExp, prefix: string): Found {
  const match = pattern.exec(resumeText);
  return match ? { text: `${prefix}${match[1]}`, source: 'resume' } : undefined;
}

/** The LinkedIn account's own address when the form offers it, else the profile's. */
function emailAnswer(question: FormQuestion, applicant: Applicant): Found {
  if (question.options.length > 0) {
    for (const email of [applicant.linkedinEmail, applicant.email]) {
      const option = question.options.find((o) => o.trim().toLowerCase() === email.toLowerCase());
      if (option) return { text: option, source: 'profile' };
    }
    return undefined;
  }
  return { text: applicant.linkedinEmail || applicant.email, source: 'profile' };
}

/**
 * Days as saved; weeks or months when the question asks for those (rounded up, so never short);
 * the option meaning it ("1 month" for 30 days); yes / no to "Can you join within 30 days?".
 */
function noticeAnswer(question: FormQuestion, label: string, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  // "Are you serving your notice?", "Is it negotiable?": not what the saved number says.
  if (/\b(serving|negotiable|buy ?out|served|reduce|reduced|early release)\b/.test(label)) return undefined;
  const within = /\bwithin (\d+) (day|week|month)/.exec(label);
  if (within) {
    const limit = Number(within[1]) * { day: 1, week: 7, month: 30 }[within[2] as 'day' | 'week' | 'month'];
    return days <= limit ? yes('extra_information') : no('extra_information');
  }
  if (question.options.length > 0) {
    const option = chooseDuration(days, question.options);
    return option ? { text: option, source: 'extra_information' } : undefined;
  }
  // Weeks or months only when the days make a whole number of them: 14 days is 2 weeks, 30 days
  // is 1 month, but 14 days in months is a figure the user did not give.
  const unit = /\bweeks?\b/.test(label) ? 7 : /\bmonths?\b/.test(label) ? 30 : 1;
  if (days % unit !== 0) return undefined;
  const amount = String(days / unit);
  const unitNamed = unit !== 1 || /\bdays?\b/.test(label);
  return { text: question.kind === 'numeric' || unitNamed ? amount : `${amount} days`, source: 'extra_information' };
}

/** "at least 3 years", "5+ years", "3 or more years": the minimum a yes/no question sets. */
const MINIMUM = /(\d+(?:\.\d+)?)\s*\+?\s*(?:or more\s+)?(?:years?|yrs?)\b/;

/**
 * Years of experience from what the resume states: the figure itself ("1.5" stays 1.5), the option
 * holding it, or yes / no to "Do you have (at least N years of) experience with X?" — yes when the
 * stated years reach N (any stated years when no N), no when they fall short. A skill the resume
 * names without years is "yes" only to the question without a minimum.
 */
function experienceAnswer(question: FormQuestion, label: string, applicant: Applicant): Found {
  const resume = applicant.resumeText;
  const isYesNo =
    /^(do|have|are|did|can|is|has)\b/.test(label) &&
    (question.options.length === 0 || question.options.every((o) => readYesNo(o) !== undefined));
  if (!isYesNo) {
    if (!/\byears?\b|\bhow (long|much)\b/.test(label)) return undefined;
    const years = yearsOfExperience(question.label, resume);
    if (years === undefined) return undefined;
    if (question.options.length > 0) {
      const option = chooseYears(years, question.options);
      return option ? { text: option, source: 'resume' } : undefined;
    }
    return { text: String(years), source: 'resume' };
  }
  const minimum = MINIMUM.exec(label);
  const skill = askedSkill(question.label);
  const generic =
    !skill || /^(it|this|that|the role|this role|total|overall|professional|work|relevant|industry)$/i.test(skill);
  if (generic) {
    // Only the plain "Do you have N+ years of (work) experience?" asks the resume's total.
    if (!minimum || !/years? of (professional |work |relevant |industry |total )?experience$/.test(label))
      return undefined;
    const total = yearsOfExperience(question.label, resume);
    if (total === undefined) return undefined;
    return total >= Number(minimum[1]) ? yes('resume') : no('resume');
  }
  const years = yearsWith(skill, resume);
  if (years !== undefined) {
    if (minimum) return years >= Number(minimum[1]) ? yes('resume') : no('resume');
    return years > 0 ? yes('resume') : undefined;
  }
  return !minimum && resumeMentions(skill, resume) ? yes('resume') : undefined;
}

/** Shapes a found answer to the field: an option of a choice, a number for a numeric field (also for the LLM's). */
export function fit(question: FormQuestion, found: { text: string; source: AnswerSource }): Answer {
  switch (question.kind) {
    case 'select':
    case 'radio': {
      const option =
        matchOption(found.text, question.options) ??
        matchNumberOption(found.text, question.options) ??
        yesNoOption(found.text, question.options);
      return option
        ? { answered: true, source: found.source, value: option }
        : { answered: false, reason: `"${found.text}" is none of the options` };
    }
    case 'checkbox': {
      const chosen = found.text.split(/\s*[,;]\s*/).map((part) => matchOption(part, question.options));
      if (chosen.length === 0 || chosen.some((c) => c === undefined))
        return { answered: false, reason: `"${found.text}" is not among the options` };
      return { answered: true, source: found.source, value: chosen as string[] };
    }
    case 'numeric': {
      const number = payAsNumber(found.text);
      if (number === undefined) return { answered: false, reason: `"${found.text}" is not a number` };
      if (!Number.isInteger(number) && question.wholeNumber !== false) {
        // Rounding 1.5 years to 1 or 2 would type a figure the user never gave.
        return { answered: false, reason: `${number} is not a whole number and the field may take only whole numbers` };
      }
      return { answered: true, source: found.source, value: String(number) };
    }
    default:
      return { answered: true, source: found.source, value: found.text };
  }
}

/** "Yes" picks "Yes, I am authorized" when that is the only option starting with yes. */
function yesNoOption(text: string, options: readonly string[]): string | undefined {
  const said = readYesNo(text);
  return said === undefined ? undefined : chooseYesNo(said, options);
}

/** "30" chooses "30 days" or "1 month (30 days)"; "+49" chooses "Germany (+49)". */
function matchNumberOption(text: string, options: readonly string[]): string | undefined {
  const number = /^\+?\d+$/.test(text.trim()) ? text.trim() : undefined;
  if (!number) return undefined;
  const escaped = number.replace('+', '\\+');
  const pattern = new RegExp(`(^|[^\\d+])${escaped}(?!\\d)|^${escaped}(?!\\d)`);
  const hits = options.filter((o) => pattern.test(o) || (number.startsWith('+') && o.includes(`(${number})`)));
  return hits.length === 1 ? hits[0] : undefined;
}
