import type { Answer, Applicant, FormQuestion } from './applicant';
import { consentToApplicationTerms } from './consent';
import { authorizationStatusAnswer } from './derive/authorization-status';
import { contactAnswer } from './derive/contact';
import { educationFactAnswer } from './derive/education-fact';
import { graduationYearAnswer } from './derive/graduation-year';
import { languagesAnswer } from './derive/languages';
import { degreeAnswer } from './derive/degree';
import { experienceAnswer } from './derive/experience';
import { customSource, type Found } from './derive/found';
import { linkAnswer } from './derive/link';
import { locationAnswer } from './derive/location';
import { nearPlaceAnswer } from './derive/near-place';
import { noticeAnswer } from './derive/notice';
import { payAnswer } from './derive/pay';
import { regionAnswer } from './derive/region';
import { timeZoneAnswer, timeZoneChoice } from './derive/time-zone';
import { topicAnswer } from './derive/topic';
import { everyFigureZero } from './every-figure-zero';
import { fit } from './fit';
import { withoutAnswerFormat } from './answer-format';
import { positiveForm } from './negative-question';
import { onlyWhereAgain, plainQuestion, questionAlone, separateQuestions } from './question-shape';
import { inEnglish } from './in-english';
import { phoneCountryAnswer } from './phone-country';
import { questionSimilarity } from './text-similarity';
import { meaningKey, understand, type Meaning } from './understand';
import { firstOfJoined, questionBeforeStatement, questionText, secondOfJoined } from './understand';
import { plainQualificationQuestion } from './understand/plain-question';
import { readYesNo } from './options-by-meaning';
import { homeCondition } from './understand/condition';
import { namesSomePlace } from './facts/geo';

/** A custom question answers a form's question at this similarity or above. */
const CUSTOM_MATCH = 0.85;

/**
 * The answer to one application question, from the applicant's own data only. Pure: the same
 * question and data always give the same answer. It never guesses: a question whose meaning is not
 * understood, or whose fact the user never gave, is `answered: false` (the caller asks the user).
 *
 * First what the question means (understand/: an ordered list of rules), then the answer derived
 * from the typed fact with its unit converted (derive/), then shaped to the field (fit.ts). A
 * question no rule reads may still be one the user answered in the same words (a custom answer).
 */
export function answerQuestion(asWritten: FormQuestion, applicant: Applicant): Answer {
  // "How many years of Python? Enter 0 if none.": what is asked, without how to type it.
  const unformatted = withoutAnswerFormat(asWritten.label);
  // "Please confirm you are based in the US.", "I live in Chicago": the plain question asked.
  const label = plainQuestion(unformatted, asWritten) ?? unformatted;
  const question = label === asWritten.label ? asWritten : { ...asWritten, label };
  // "Do you have any issue relocating?": the plain question's answer, the other way round.
  const plain = question.options.length <= 2 ? positiveForm(question.label) : undefined;
  if (plain) {
    const answer = answerQuestion({ ...question, label: plain }, applicant);
    const said = answer.answered ? readYesNo(String(answer.value)) : undefined;
    if (!answer.answered || said === undefined)
      return answer.answered ? { answered: false, reason: 'the question is put the other way round' } : answer;
    return fit(question, { text: said ? 'No' : 'Yes', source: answer.source });
  }
  // "¿Cuántos años de experiencia tienes con SQL?": read in English, answered with the form's own option.
  const english = inEnglish(question);
  if (english) {
    const answer = answerQuestion(english.question, applicant);
    if (!answer.answered) return answer;
    const value = Array.isArray(answer.value)
      ? answer.value.map(english.optionOnForm)
      : question.options.length > 0
        ? english.optionOnForm(answer.value)
        : answer.value;
    return { ...answer, value };
  }
  // "If you are outside the US, do you…?": answered only where the user's home meets the condition.
  const condition = homeCondition(question.label);
  if (condition) {
    const home = applicant.facts.place?.value.country;
    if (!home || (home === condition.country) !== condition.inside)
      return {
        answered: false,
        reason: 'the question is for applicants living elsewhere, or where you live is not known',
      };
    return answerQuestion({ ...question, label: condition.rest }, applicant);
  }
  const meaning = understand(question);
  // "Current CTC and notice period" for someone with neither: one "0" answers both.
  const zero = meaning ? undefined : everyFigureZero(question, (part) => answerQuestion(part, applicant));
  if (zero) return zero;
  // "Please confirm whether you have …", "This role requires X. Do you meet this?": the plain question.
  // A figure read where yes / no options ask whether ("3+ years of Go experience?") is such a shape too.
  const plainly =
    !meaning || (meaning.kind === 'experience' && !meaning.yesNo && question.options.length > 0)
      ? plainQualificationQuestion(question)
      : undefined;
  if (plainly) return answerQuestion({ ...question, label: plainly }, applicant);
  // "Do you live in the US? Will you work daily in our office?": one answer says both only where
  // the user's data gives both the same answer; else it is theirs to say.
  const separate = meaning ? undefined : separateQuestions(question.label);
  if (separate) {
    const answers = separate.map((part) => answerQuestion({ ...question, label: part }, applicant));
    const said = answers.map((answer) => (answer.answered ? readYesNo(String(answer.value)) : undefined));
    const same = said[0] !== undefined && said.every((s) => s === said[0]);
    return same
      ? answers[0]!
      : { answered: false, reason: 'the field asks two questions your data does not answer alike' };
  }
  // A question read as none may be two joined by "and", the second without its "are you" ("Are you
  // based in the US and authorized to work?"): only a no to the first one answers it.
  const asked = meaning ? undefined : (questionBeforeStatement(question) ?? firstOfJoined(question, true));
  if (asked) {
    const alone = answerQuestion({ ...question, label: asked }, applicant);
    if (alone.answered && readYesNo(String(alone.value)) === false) return alone;
    // "Are you based in the US? This role is open to US residents only.": a statement that only says
    // again where the applicant must be adds nothing to a yes about where they are.
    if (
      alone.answered &&
      asked !== firstOfJoined(question, true) &&
      livesAsked(understand({ ...question, label: asked })) &&
      onlyWhereAgain(question.label.slice(asked.length))
    )
      return alone;
    // Two questions joined by "and" ("Do you have 3+ years of Java and can you join within 30 days?"):
    // both must hold, so the second one's no is a no too, and a yes to each is the yes.
    const second = asked === firstOfJoined(question, true) ? secondOfJoined(question) : undefined;
    const then = second && answerQuestion({ ...question, label: second }, applicant);
    if (then && then.answered) {
      const said = readYesNo(String(then.value));
      if (said === false) return then;
      if (said === true && alone.answered && readYesNo(String(alone.value)) === true) return alone;
    }
    return { answered: false, reason: 'what the role requires beside the question is yours to weigh' };
  }
  if (meaning?.kind === 'phone-country' && question.options.length > 0) {
    const country = phoneCountryAnswer(question, applicant);
    return country
      ? fit(question, country)
      : { answered: false, reason: 'the phone country is not clear from your data' };
  }
  if (meaning?.kind === 'pay') {
    // Total compensation, a day rate: the user's own answer in the same words, as for a question no rule reads.
    const own = meaning.pay.otherThanSalary ? customAnswer(question, undefined, applicant, true) : undefined;
    return own ? fit(question, own) : payAnswer(question, meaning.pay, applicant);
  }
  const found =
    meaning?.kind === 'topic'
      ? (derive(question, meaning, applicant) ?? customAnswer(question, meaning, applicant))
      : (customAnswer(question, meaning, applicant, true) ?? (meaning && derive(question, meaning, applicant)));
  // "We are hiring for our new team. Are you based in the US?": the question alone, when it says all it asks.
  const alone = found ? undefined : questionAlone(question.label);
  if (alone) return answerQuestion({ ...question, label: alone }, applicant);
  if (!found)
    return { answered: false, reason: meaning ? 'no matching information' : 'the question is not understood' };
  return fit(question, found);
}

/** A question about where the applicant lives (a place, a region, a time zone). */
const livesAsked = (meaning: Meaning | undefined) =>
  (meaning?.kind === 'near-place' && meaning.ask === 'lives') ||
  meaning?.kind === 'region' ||
  meaning?.kind === 'time-zone';

/** The answer the user's data gives for what the question means. */
function derive(question: FormQuestion, meaning: Meaning, applicant: Applicant): Found {
  const key = meaningKey(meaning);
  const own = key ? applicant.facts.own[key] : undefined;
  const ownFound: Found = own && { text: own.text, source: own.source };
  switch (meaning.kind) {
    case 'topic':
      return topicAnswer(question, meaning.topic, applicant);
    case 'experience':
      return experienceAnswer(question, meaning, applicant);
    case 'location':
      return locationAnswer(question, meaning, applicant);
    case 'link':
      return linkAnswer(meaning, applicant);
    case 'near-place':
      return nearPlaceAnswer(meaning, applicant);
    case 'time-zone':
      return timeZoneAnswer(meaning, applicant);
    case 'time-zone-choice':
      return timeZoneChoice(question, applicant);
    case 'region':
      return regionAnswer(question, meaning, applicant);
    case 'languages':
      return languagesAnswer(meaning, applicant);
    case 'education-fact':
      return educationFactAnswer(meaning, applicant);
    case 'graduation-year':
      return (!meaning.years && ownFound) || graduationYearAnswer(meaning, applicant, question.options);
    case 'authorization-status':
      return authorizationStatusAnswer(question, applicant);
    case 'contact':
      return meaning.field === 'phone'
        ? contactAnswer(question, meaning, applicant)
        : (ownFound ?? contactAnswer(question, meaning, applicant));
    case 'notice':
      return ownFound ?? noticeAnswer(question, questionText(question).label, applicant);
    case 'degree-subject':
      return ownFound ?? degreeAnswer(meaning, applicant);
    case 'phone-country': {
      const phone = applicant.facts.phone;
      return phone?.value.callingCode ? { text: `+${phone.value.callingCode}`, source: phone.source } : undefined;
    }
    case 'consent': {
      // Applying is what the user asked for; the employer's terms are its condition (consent.ts).
      const option = consentToApplicationTerms(question);
      return option === undefined ? undefined : { text: option, source: 'profile' };
    }
    default:
      return undefined;
  }
}

/**
 * The user's answer to a question worded like this one. With `exactOnly`, only a near-identical
 * wording (a question answered before in the same words); a custom question whose meaning is known
 * and differs from this one's never answers it ("years of Java" is not "years of JavaScript").
 */
function customAnswer(
  question: FormQuestion,
  meaning: Meaning | undefined,
  applicant: Applicant,
  exactOnly = false,
): Found {
  const key = meaning && meaningKey(meaning);
  // A general answer about commuting or a way of working does not say the user would do it at a
  // place the question names ("working remotely from Seattle"): derive/topic.ts asks it, and a
  // custom question in nearly the same words must not answer it either.
  if (
    meaning?.kind === 'topic' &&
    (meaning.topic.family === 'commute' || meaning.topic.family === 'work-mode') &&
    namesSomePlace(question.label)
  )
    return undefined;
  // Put so the user's answer to its kind does not settle it: nor does one in like words.
  if (meaning?.kind === 'topic' && meaning.topic.unsettled) return undefined;
  let best: { answer: string; phrase: string; score: number } | undefined;
  for (const [phrase, answer] of Object.entries(applicant.custom)) {
    if (key) {
      const theirs = understand({ label: phrase, kind: 'text', required: true, options: [] });
      const theirKey = theirs && meaningKey(theirs);
      if (theirKey && theirKey !== key) continue;
    }
    // "Authorized to work in India and the US?" is not "… in the US?", however alike the words:
    // the same kind of question about another country (or several) is another question.
    if (meaning?.kind === 'topic' && meaning.topic.subject) {
      const theirs = understand({ label: phrase, kind: 'text', required: true, options: [] });
      if (
        theirs?.kind === 'topic' &&
        theirs.topic.family === meaning.topic.family &&
        theirs.topic.subject &&
        theirs.topic.subject !== meaning.topic.subject
      )
        continue;
    }
    const score = questionSimilarity(question.label, phrase);
    const needed = exactOnly && key ? 0.97 : CUSTOM_MATCH;
    if (score >= needed && (!best || score > best.score)) best = { answer, phrase, score };
  }
  return best && { text: best.answer, source: customSource(applicant, best.phrase) };
}

export { fit } from './fit';
