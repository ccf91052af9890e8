import type { Applicant, FormQuestion } from '../applicant';
import { chooseDuration, readYesNo, yesNoPair, yesNoWithDecline } from '../options-by-meaning';
import { normaliseQuestion } from '../normalise';
import { readTopic, type Topic } from '../templates';
import { relocationOnCondition, REMOTE_ONLY } from '../templates/logistics';
import { HOME } from '../templates/topic';
import { countriesIn, countryIn } from '../countries';
import { countryName } from '../facts/place';
import { LEVELS, levelIn, type Level } from '../templates/education';
import { proficiencyIn, type Proficiency } from '../templates/language';
import { customSource, no, yes, type Found } from './found';
import type { AnswerSource } from '../applicant';
import { highestOf } from '../facts/degrees';
import { BROAD_KINDS, degreeKinds, KIND_LEVEL } from '../facts/degree-kind';
import { noticeAnswer } from './notice';
import { graduationYearAnswer } from './graduation-year';
import { completedOption, subjectBeside } from './degree-options';
import { yearOptions } from '../understand/graduation-year';
import { relocationOption } from './relocation-options';
import { vagueSpan } from '../understand/notice';
import { readLevel } from '../facts/languages';
import { namesSomePlace, placesNamedIn } from '../facts/geo';

/** The user's custom answers that follow a template, read once per question. */
function customTopics(applicant: Applicant) {
  return Object.entries(applicant.custom).flatMap(([phrase, answer]) => {
    const topic = readTopic(phrase);
    return topic ? [{ topic, answer, question: phrase }] : [];
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

/** The country the applicant lives in, by the name questions use ("india", "united states"). */
function homeCountry(applicant: Applicant): string | undefined {
  const code = applicant.facts.place?.value.country;
  return code ? countryIn(normaliseQuestion(countryName(code))) : undefined;
}

/** The user's own answer to the same template, exactly for the subject asked, else a general one. */
function customForTopic(asked: Topic, applicant: Applicant): Found {
  const topic = asked.subject === HOME ? { ...asked, subject: homeCountry(applicant) } : asked;
  if (asked.subject === HOME && !topic.subject) return undefined;
  const same = customTopics(applicant).filter(
    (c) => c.topic.family === topic.family && !!c.topic.withoutSponsorship === !!topic.withoutSponsorship,
  );
  const exact = same.find((c) => c.topic.subject === topic.subject);
  if (exact) return { text: exact.answer, source: customSource(applicant, exact.question) };
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
    if (general) return { text: general.answer, source: customSource(applicant, general.question) };
  }
  // "Do you hold a security clearance?" — "No" rules out every level; "Yes" names none.
  if (topic.family === 'security-clearance' && topic.subject) {
    const general = same.find((c) => c.topic.subject === undefined && readYesNo(c.answer) === false);
    if (general) return { text: general.answer, source: customSource(applicant, general.question) };
  }
  return undefined;
}

export function topicAnswer(question: FormQuestion, topic: Topic, applicant: Applicant): Found {
  if (topic.unsettled) return undefined;
  if (topic.family === 'relocation') return relocationAnswer(question, topic, applicant);
  // "Comfortable commuting to our office at <a place>?": the user's general answer about commuting
  // or a way of working does not say they would do it there (near-place.ts reads the places it knows).
  // So is a place named without a preposition ("This role is hybrid (Chicago, IL). OK for you?").
  // A country named counts as well ("… remotely from the US"); requiring remote work is the same anywhere.
  if (
    (topic.family === 'commute' || (topic.family === 'work-mode' && topic.subject !== REMOTE_ONLY)) &&
    (namesSomePlace(question.label) ||
      placesNamedIn(question.label).length > 0 ||
      countriesIn(normaliseQuestion(question.label)).length > 0)
  )
    return undefined;
  // A degree level the user gave in their own words is met against the options by level (below).
  if (topic.family === 'education-highest' || topic.family === 'education-completed') {
    const found = educationAnswer(question, topic, applicant);
    // "… or equivalent experience", "… or currently pursuing": a no to the degree is not a no to the other way.
    return topic.orElse && found && readYesNo(found.text) === false ? undefined : found;
  }
  const own = customForTopic(topic, applicant);
  // A driving licence is a country's: a yes to holding one says so only where the user lives.
  if (own && topic.family === 'drivers-license' && readYesNo(own.text) !== false) {
    const named = countriesIn(normaliseQuestion(question.label));
    if (named.some((country) => country !== homeCountry(applicant))) return undefined;
  }
  if (own) return own;
  if (topic.family === 'work-mode' && topic.subject === REMOTE_ONLY) return remoteOnlyAnswer(applicant);
  if (topic.family === 'work-mode' && topic.subject === 'onsite') {
    const days = officeDaysAsked(question.label);
    if (days !== undefined) return officeAttendanceAnswer(days, applicant);
  }
  switch (topic.family) {
    case 'work-authorization': {
      if (topic.withoutSponsorship) return authorizedWithoutSponsorship(topic, applicant);
      // "In the US and Canada": a no for any one of them is the no, a yes needs each one's yes.
      if (!topic.subject?.includes(' & ')) return undefined;
      const each = topic.subject
        .split(' & ')
        .map((country) => customForTopic({ family: 'work-authorization', subject: country }, applicant));
      const refused = each.find((a) => a && readYesNo(a.text) === false);
      if (refused) return no(refused.source);
      return each.every((a) => a && readYesNo(a.text) === true) ? yes(each[0]!.source) : undefined;
    }
    case 'citizenship': {
      // Not allowed to work there: neither a citizen nor a permanent resident of it. Allowed: by
      // which status is the user's to say.
      const answers = (topic.subject ?? '')
        .split(' / ')
        .map((country) => customForTopic({ family: 'work-authorization', subject: country }, applicant));
      const notAllowed = answers.every((a) => a && readYesNo(a.text) === false);
      return notAllowed && answers[0] ? no(answers[0].source) : undefined;
    }
    case 'self-application':
      // JobPilot applies for the user who set it up, never for someone else.
      return yes('profile');
    case 'start-immediately': {
      const days = applicant.noticePeriodDays;
      if (days === null) return undefined;
      if (days === 0) return yes('extra_information');
      // "Yes as well if your notice is being served": whether they are serving it, and
      // until when, the saved number does not say, so it settles only the yes.
      const said = normaliseQuestion(question.label);
      return /\b(serving|served|last working day|lwd|relieving date)\b/.test(said)
        ? undefined
        : no('extra_information');
    }
    case 'start-date':
      return startAnswer(question, applicant);
    case 'language':
      return languageAnswer(question, topic.subject!, applicant);
    default:
      return undefined;
  }
}

/** A way of working named in the same sentence as relocating: "training onsite in Atlanta and relocation". */
function modeBesideRelocation(label: string): string | undefined {
  // An aside in brackets after the sentence ("… relocate to Pune? (on-site)") belongs to it.
  const sentence = label.split(/(?<=[.!?])\s+(?!\()/).find((part) => /relocat/i.test(part)) ?? '';
  const text = normaliseQuestion(sentence);
  if (
    /\b(on ?site|in office|in the office|in person|office based|wfo)\b|\b(work|working|come|days?)\b.*\boffices?\b/.test(
      text,
    )
  )
    return 'onsite';
  if (/\bhybrid\b/.test(text)) return 'hybrid';
  return undefined;
}

/**
 * Relocating, from the user's answer; when the same sentence also asks to work on site or hybrid
 * there, both must hold: a "no" to relocating says no, a "yes" needs their "yes" to that way of working.
 */
function relocationAnswer(question: FormQuestion, topic: Topic, applicant: Applicant): Found {
  const relocation = customForTopic({ family: 'relocation', subject: topic.subject }, applicant);
  // A condition may stand in a statement beside the question ("No relocation assistance. Will you relocate?").
  if (topic.onCondition || relocationOnCondition(normaliseQuestion(question.label)))
    return relocation && readYesNo(relocation.text) === false ? relocation : undefined;
  // "Willing" / "Not willing" / "Already local to Austin" for someone far from Austin: their yes or no.
  const said = relocation && readYesNo(relocation.text);
  const option = said === undefined ? undefined : relocationOption(question, said, applicant);
  if (option === null) return undefined;
  const mode = modeBesideRelocation(question.label);
  if (option && (!mode || said === false)) return { text: option, source: relocation!.source };
  if (!relocation || !mode || readYesNo(relocation.text) === false) return relocation;
  const working = customForTopic({ family: 'work-mode', subject: mode }, applicant);
  return working && readYesNo(working.text) === true && readYesNo(relocation.text) === true ? relocation : undefined;
}

/** "Authorized to work in the US without sponsorship?" from the user's two answers. */
function authorizedWithoutSponsorship(topic: Topic, applicant: Applicant): Found {
  const authorized = customForTopic({ family: 'work-authorization', subject: topic.subject }, applicant);
  const sponsorship = customForTopic({ family: 'sponsorship', subject: topic.subject }, applicant);
  const isAuthorized = authorized && readYesNo(authorized.text);
  const needsSponsor = sponsorship && readYesNo(sponsorship.text);
  // Neither answer given: nothing to say ("Can you work in India without a visa?" of a new user).
  if (!authorized && !sponsorship) return undefined;
  const source = (authorized ?? sponsorship)!.source;
  if (isAuthorized === false || needsSponsor === true) return no(source);
  if (isAuthorized === true && needsSponsor === false) return yes(source);
  return undefined;
}

/** "When can you start?": immediately when the notice period is 0; an option meaning the notice period. */
function startAnswer(question: FormQuestion, applicant: Applicant): Found {
  const days = applicant.noticePeriodDays;
  if (days === null) return undefined;
  // "Are you available to start in 30 days?": a limit asked as yes / no, from the notice period.
  if (
    question.options.length === 0 ||
    yesNoPair(question.options) ||
    question.options.every((o) => readYesNo(o) !== undefined) ||
    yesNoWithDecline(question.options)
  ) {
    const asked = normaliseQuestion(question.label);
    // "Are you available to start on short notice?": a span in words, read the same way.
    if (
      /^(are|can|could|will|would|is|do|availability)\b/.test(asked) &&
      (/\b\d+ (days?|weeks?|months?)\b/.test(asked) || vagueSpan(asked))
    )
      return noticeAnswer(question, asked, applicant);
  }
  if (question.options.length > 0) {
    const option = chooseDuration(days, question.options);
    return option ? { text: option, source: 'extra_information' } : undefined;
  }
  // A delay asked in a unit ("How many weeks…", "(in days)"): the notice period in that unit.
  const asked = normaliseQuestion(question.label);
  if (/\b(days?|weeks?|months?)\b/.test(asked)) return noticeAnswer(question, asked, applicant);
  if (days === 0) return { text: 'Immediately', source: 'extra_information' };
  // "How long would it take you to join?", "Joining time": a span, which is the notice period
  // ("90 days"); a date or "how soon" is when, which a notice period alone does not date.
  if (/\bhow (long|much time)\b|\b(joining|notice) time\b|\btime (needed |required )?to (join|start)\b/.test(asked))
    return noticeAnswer(question, asked, applicant);
  return undefined;
}

/**
 * "Have you completed: Bachelor of Engineering?", "… MBA?": degrees named by
 * kind, not a level, which a degree of the same level and another kind does not meet (a Bachelor
 * of Arts is no B.Tech, an M.Tech no MBA). Yes when a degree the resume names is of a kind asked;
 * no when every degree it names is of a known other kind and none is above the kinds asked (a
 * Master's holder's bachelor degree may go unwritten); else asked, as is "or equivalent". "BS",
 * "MS", "BA", "MA" are often written for any degree of their level, so they settle only a yes.
 */
function namedDegreeAnswer(question: FormQuestion, named: string[], highest: Level, applicant: Applicant): Found {
  const degrees = applicant.facts.degrees;
  const held = degrees.map((d) => ({ level: d.level, kinds: degreeKinds(d.name), source: d.source }));
  const hit = held.find((d) => d.kinds.some((kind) => named.includes(kind)));
  if (hit) return yes(hit.source);
  const top = Math.max(...named.map((kind) => LEVELS.indexOf(KIND_LEVEL[kind]!)));
  if (
    named.some((kind) => BROAD_KINDS.has(kind)) ||
    held.length === 0 ||
    held.some((d) => d.kinds.length === 0) ||
    LEVELS.indexOf(highest) > top ||
    /\b(equivalent|related|similar|comparable|any other)\b/.test(normaliseQuestion(question.label))
  )
    return undefined;
  return no(held[0]!.source);
}

const LEVEL_NAMES: Record<Level, string> = {
  'high school': 'High School',
  associate: "Associate's Degree",
  bachelor: "Bachelor's Degree",
  master: "Master's Degree",
  doctorate: 'Doctorate',
};

/** The user's highest degree: their own answer to "highest level of education", else the resume's. */
export function highestLevel(applicant: Applicant): { level: Level; source: AnswerSource } | undefined {
  const own = customForTopic({ family: 'education-highest' }, applicant);
  const ownLevel = own && levelIn(normaliseQuestion(own.text));
  if (ownLevel) return { level: ownLevel, source: own.source };
  const resume = highestOf(applicant.facts.degrees);
  return resume && { level: resume, source: 'resume' };
}

function educationAnswer(question: FormQuestion, topic: Topic, applicant: Applicant): Found {
  // The latest of two degrees is not written down; of one, it is that one.
  if (topic.subject === 'latest' && applicant.facts.degrees.length !== 1) return undefined;
  const highest = highestLevel(applicant);
  if (!highest) return undefined;
  if (topic.family === 'education-completed') {
    // Years as the options ("2025", "2019 or earlier"): the year the degree of that level was completed.
    if (yearOptions(question.options))
      return graduationYearAnswer(
        { kind: 'graduation-year', level: topic.subject as Level },
        applicant,
        question.options,
      );
    const named = degreeKinds(question.label);
    // "A post-graduate degree such as a Master's or MBA": kinds given as examples of a level, or
    // beside the level's own name, ask for the level.
    const levelToo =
      /\b(such as|e g|eg|for example|like|including)\b|\b(master s|masters|bachelor s|bachelors|post ?graduate|graduate degree|undergraduate degree)\b/.test(
        normaliseQuestion(question.label),
      );
    if (named.length > 0 && !levelToo) return namedDegreeAnswer(question, named, highest.level, applicant);
    const done = LEVELS.indexOf(highest.level) >= LEVELS.indexOf(topic.subject as Level);
    // "A Bachelor's degree (Computer Science or related)", "Bachelor's degree - Finance": a subject
    // named beside the degree, which the level does not say.
    if (done && subjectBeside(question.label)) return undefined;
    // "A Bachelor's degree in Computer Science?": the level is known, the subject is not read.
    if (
      done &&
      /\b(degree|bachelor s?|master s?|diploma|higher|above) in\b|\b(related|relevant|similar|stem|technical|quantitative) (field|discipline|area|subject)s?\b/.test(
        // "A Bachelor's degree in any field": any subject, so the level alone.
        normaliseQuestion(question.label).replace(/\bin any (field|discipline|subject|area|major)( of study)?\b/, ''),
      )
    )
      return undefined;
    if (done) {
      const option = completedOption(question.options, highest.level);
      if (option !== undefined) return option ? { text: option, source: highest.source } : undefined;
    }
    return done ? yes(highest.source) : no(highest.source);
  }
  if (topic.subject === 'name' && question.options.length === 0) {
    // The one degree of that level the resume names, with its subject: "B.Tech in Computer Science".
    const atLevel = applicant.facts.degrees.filter((d) => d.level === highest.level);
    if (atLevel.length !== 1) return undefined;
    const degree = atLevel[0]!;
    return { text: degree.subject ? `${degree.name} in ${degree.subject}` : degree.name, source: degree.source };
  }
  if (question.options.length > 0) {
    // An option naming kinds of degree ("B.Tech/B.E.", "MBA") is met only by a degree of that kind,
    // not by any degree at its level: a Bachelor of Arts is no "B.Tech/B.E.".
    const held = applicant.facts.degrees.filter((d) => d.level === highest.level).flatMap((d) => degreeKinds(d.name));
    // "Graduate" beside "Post Graduate" (as Indian forms list them) is a bachelor's degree.
    const graduateIsBachelor = question.options.some((o) => /^post ?graduat/.test(normaliseQuestion(o)));
    const optionLevel = (option: string) =>
      graduateIsBachelor && /^graduat(e|ion)$/.test(normaliseQuestion(option))
        ? 'bachelor'
        : levelIn(normaliseQuestion(option));
    const hits = question.options.filter((o) => {
      if (optionLevel(o) !== highest.level) return false;
      const kinds = degreeKinds(o);
      return kinds.length === 0 || kinds.some((kind) => held.includes(kind));
    });
    return hits.length === 1 ? { text: hits[0]!, source: highest.source } : undefined;
  }
  return { text: LEVEL_NAMES[highest.level], source: highest.source };
}

/**
 * A language question from the level the user stated (their answer, or the resume's "English
 * (Professional)"): the option of that level — on LinkedIn's profile scale when both name one of its
 * steps, else by the broad level when exactly one option has it — or yes / no to "Do you speak …
 * (fluently)?". A level between two steps of a scale (a resume's "Conversational" against LinkedIn's
 * "Limited working" and "Professional working") chooses neither.
 */
function languageAnswer(question: FormQuestion, language: string, applicant: Applicant): Found {
  const stated = applicant.facts.languages[language];
  if (!stated) return undefined;
  const level = stated.value;
  const source = stated.source;
  // The CEFR scale (A1 … C2) says no level a resume's words name, but for a native speaker: C2.
  const cefr = question.options.filter((o) => /^\s*[abc][12]\b/i.test(o));
  if (cefr.length >= 3) {
    const top = cefr.filter((o) => /^\s*c2\b/i.test(o));
    return level.broad === 'native' && top.length === 1 ? { text: top[0]!, source } : undefined;
  }
  const read = question.options.map((option) => ({ option, level: readLevel(option) }));
  const levelled = read.filter((o) => o.level !== undefined);
  if (levelled.length >= 2) {
    const onScale = levelled.filter((o) => o.level!.step !== undefined);
    if (level.step && onScale.length >= 2) {
      const hits = onScale.filter((o) => o.level!.step === level.step);
      return hits.length === 1 ? { text: hits[0]!.option, source } : undefined;
    }
    if (!level.step && onScale.length === levelled.length) return undefined;
    const hits = question.options.filter((o) => proficiencyIn(o) === level.broad);
    return hits.length === 1 ? { text: hits[0]!, source } : undefined;
  }
  const label = normaliseQuestion(question.label);
  if (/^(do|can|are|is|have|would)\b/.test(label)) {
    // The level the question asks for: any, a working one ("fluent", "advanced"), or a native one.
    // A stated level below it does not say no (scales differ), it leaves the question to the user.
    const native = /\b(native|mother tongue|first language|bilingual)\b/.test(label);
    const fluency =
      native ||
      /\b(fluent|fluently|fluency|proficient|professional|business|advanced|expert|excellent|strong|good|high|c1|c2)\b/.test(
        label,
      );
    // Conversational is a step below Professional and Native on LinkedIn's scale, so it is no to
    // either (and to "advanced", "expert"); whether it is "fluent", scales differ.
    const working = native || /\b(professional|business|advanced|expert)\b/.test(label);
    const answer: Record<Proficiency, boolean | undefined> = {
      native: true,
      professional: native ? undefined : true,
      conversational: working ? false : fluency ? undefined : true,
      none: false,
    };
    const said = answer[level.broad];
    return said === undefined ? undefined : said ? yes(source) : no(source);
  }
  return question.kind === 'text' ? { text: level.written, source } : undefined;
}

/**
 * Going to the office so many days a week ("come into the office 3 days a week", "report to the
 * office every day"), in days a week; undefined when the question does not say how often, or is
 * about the setting itself ("working from the office", "an office-based role"), which the user's
 * answers about commuting do not speak to.
 */
function officeDaysAsked(label: string): number | undefined {
  const text = normaliseQuestion(label);
  if (
    // "Come to office" (no article, as Indian postings write it), "come on site": going there too.
    !/\b(come|coming|go|going|get|getting|travel|travelling|report|reporting|commute|commuting|attend|attending|make it|visit|visiting)\b( \w+){0,3} (the |our |an )?office\b|\b(be|being) (in|at) (the |our )?office\b|\b(come|coming|be|being) (on ?site|in person)\b/.test(
      text,
    ) &&
    // "Are you OK with 3 days a week in the office?": being there so often.
    !/\b([1-5]|twice|thrice) (days?|times?) (a|1|per|each|every) (week|wk) (in|at) (the |our )?office\b/.test(text)
  )
    return undefined;
  if (/\bhybrid\b/.test(text)) return undefined;
  const figure =
    /\b([1-5]) ?(days?|times?|x)( a| 1| per| each| every| in a| in 1)? (week|wk)\b|\b([1-5]) days?( a| 1| per| each| every| in a| in 1)? (week|wk)\b/.exec(
      text,
    );
  if (figure) return Number(figure[1] ?? figure[5]);
  if (/\bonce (a|1|per|each|in a|in 1) week\b/.test(text)) return 1;
  if (/\b(twice|two times) (a|1|per|each) week\b|\ba couple (of )?(days|times)\b/.test(text)) return 2;
  if (/\b(thrice|three times) (a|1|per|each) week\b/.test(text)) return 3;
  if (/\b(every ?day|daily|full time|monday (to|through) friday|mon fri|m f|every weekday)\b/.test(text)) return 5;
  // "Can you come into the office?", "… when needed": going there, how often unsaid.
  return SOME_DAYS;
}

/** Going to the office on days the question does not count: only commuting there speaks to it. */
const SOME_DAYS = 0;

/**
 * Going to the office: a yes to commuting to it says yes to going there; a no, no. Fewer than five
 * days a week is a hybrid week, which the user's yes to hybrid work also says yes to.
 */
function officeAttendanceAnswer(days: number, applicant: Applicant): Found {
  const commute = customForTopic({ family: 'commute' }, applicant);
  if (commute && readYesNo(commute.text) !== undefined) return commute;
  const hybrid =
    days !== SOME_DAYS && days < 5 ? customForTopic({ family: 'work-mode', subject: 'hybrid' }, applicant) : undefined;
  return hybrid && readYesNo(hybrid.text) === true ? hybrid : undefined;
}

/**
 * Whether the user takes remote work only: no where they said yes to working hybrid, on site or
 * commuting to the office; their yes to remote work says nothing of the others, so it is asked.
 */
function remoteOnlyAnswer(applicant: Applicant): Found {
  const office = [
    customForTopic({ family: 'work-mode', subject: 'hybrid' }, applicant),
    customForTopic({ family: 'work-mode', subject: 'onsite' }, applicant),
    customForTopic({ family: 'commute' }, applicant),
  ].find((answer) => answer && readYesNo(answer.text) === true);
  return office ? no(office.source) : undefined;
}
