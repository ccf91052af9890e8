import type { FormQuestion } from './applicant';
import { countriesIn } from './countries';
import { namesSomePlace, placesNamedIn } from './facts/geo';
import { normaliseQuestion } from './normalise';
import { yesNoShaped } from './understand/rule';

/** Where the user is, and whether they can start or would move: what a yes / no in these shapes is about. */
const STATE =
  '(?:(?:currently|presently|now|already|physically|also) )*(?:based|located|living|residing|staying|situated|local|(?:a |an )?(?:[a-z]+ )?resident|able|available|willing|open|comfortable|ready|happy|an immediate joiner)\\b';

/**
 * A yes / no question put as a request or a statement to confirm ("Please confirm whether you are
 * located in the US.", "I live in Chicago", "You are based in India"), or as a phrase without its
 * "are you" ("Based in the US?", "US resident?"): the plain question it asks, so that every rule
 * reads one shape. Only about the applicant's own state (where they are, whether they can start or
 * would move), never a statement of their own words ("my", "me": a consent or a declaration), and only
 * with yes / no options. Undefined for any other label.
 */
export function plainQuestion(label: string, question: FormQuestion): string | undefined {
  if (!yesNoShaped(question)) return undefined;
  const text = label.trim().replace(/[\s.:!?]+$/, '');
  if (/\b(my|me|mine|myself|we|us|our)\b/i.test(text.replace(/\b(?:the )?US\b/g, ''))) return undefined;
  // "Please confirm whether you are located in the US", "Can you confirm that you live in Pune".
  const request =
    /^(?:(?:please|kindly) )?(?:confirm|indicate|tell us|let us know|specify|state)(?: to us)?(?: (?:whether|if|that))? (you .+)$/i.exec(
      text,
    );
  const statement = request?.[1] ?? text;
  const youAre = new RegExp(`^(?:you are|you're|i am|i'm) (${STATE}.*)$`, 'i').exec(statement);
  if (youAre) return `Are you ${youAre[1]}?`;
  // "I live in Chicago", "You currently reside in the US": the verb of living, asked with "do".
  const lives = /^(?:you|i) ((?:(?:currently|presently|now) )?(?:live|reside|stay)\b.*)$/i.exec(statement);
  if (lives) return `Do you ${lives[1]}?`;
  // "I can start immediately", "You can join within 30 days".
  const can = /^(?:you|i) can ((?:start|join|begin|commence|relocate|commute|work)\b.*)$/i.exec(statement);
  if (can) return `Can you ${can[1]}?`;
  if (request) return undefined;
  // "Based in the US?", "Available to start within 30 days?": the phrase without its "are you".
  const phrase = new RegExp(`^(${STATE}.*)$`, 'i').exec(text);
  if (phrase && label.trim().endsWith('?')) return `Are you ${phrase[1]}?`;
  // "US resident?", "Chicago based?", "Pune-based?": a place joined to the word.
  const placed = /^([A-Z][\w.]*(?: [A-Z][\w.]*)?)[- ](based|resident|local)$/.exec(text);
  if (placed && label.trim().endsWith('?'))
    return `Are you ${placed[2] === 'based' ? '' : 'a '}${placed[1]} ${placed[2]}?`;
  return undefined;
}

/** Words pointing back at what a sentence before the question said. */
const POINTS_BACK = /\b(this|that|these|those|there|it|its|such|above|below)\b/i;

/**
 * The question after a sentence or a heading that only sets it up ("We are hiring for our new team.
 * Are you based in the US?", "Location - Are you based in India?", "Quick check: is your notice
 * period 30 days or less?"): the rest of the label, when what comes first names nothing the question
 * may be about (a place, a figure, a way of working), puts no condition on who answers ("For US
 * applicants:", "If …"), and a question left alone says all it asks (nothing in it points back).
 */
export function questionAlone(label: string): string | undefined {
  const split = /^([^?]+?)(?:[.!:]\s+|\s+[-–—]\s+)(\S.*)$/.exec(label.trim());
  if (!split) return undefined;
  const [, before, rest] = split;
  if (!/^(are|do|does|can|could|will|would|is|have|has|did|this|the|our|please|kindly|i|you)\b/i.test(rest!))
    return undefined;
  if (!/\?\s*$/.test(rest!) && !/^(please|kindly|i|you)\b/i.test(rest!)) return undefined;
  const oneSentence = !/[.!?]\s+\S/.test(rest!);
  if (oneSentence && POINTS_BACK.test(rest!)) return undefined;
  if (
    /\b(if|unless|when|whether|only|applicants?|candidates?|those|residents?|citizens?|outside|inside)\b/i.test(before!)
  )
    return undefined;
  // What the set-up says of the job (a place, a figure, a way of working) may be what the question is about;
  // so may any heading before a question on experience or qualifications ("Python - do you have
  // experience?" asks about Python: understand/plain-question.ts reads those).
  if (
    /\b(experience\w*|familiar\w*|knowledge|proficien\w*|skill\w*|expert\w*|worked|used|degree|certif\w*|licen[cs]\w*)\b/i.test(
      rest!,
    )
  )
    return undefined;
  if (
    /\d|\b(office|on-?site|hybrid|remote|relocat\w*|commut\w*|notice|join\w*|start\w*|visa|sponsor\w*|shifts?|nights?|weekends?|travel\w*|contract\w*|salary|pay|rate|hours?|days?|weeks?|months?|years?|based|located)\b/i.test(
      before!,
    ) ||
    namesSomePlace(before!) ||
    placesNamedIn(before!).length > 0 ||
    countriesIn(normaliseQuestion(before!)).length > 0
  )
    return undefined;
  return rest!.charAt(0).toUpperCase() + rest!.slice(1);
}

/** Words a statement of who may apply from where is made of, besides the place itself. */
const WHERE_WORDS = new Set(
  (
    'this that the a an role position job opening vacancy opportunity is are be will must can only open to for ' +
    'candidates applicants people residents those who we re hiring hire consider considered considering accept ' +
    'accepting able currently at time moment based located living residing in within from of us usa u s ' +
    'unfortunately sorry please note'
  ).split(' '),
);

/**
 * A statement after a question about where the applicant is that only says again where they must be
 * ("This role is open to US residents only.", "We are hiring only in India."): its words are the
 * place's and those of who may apply. A requirement of anything else (on site, hours) is not this.
 */
export function onlyWhereAgain(statement: string): boolean {
  const text = normaliseQuestion(statement);
  if (!text) return false;
  const places = placesNamedIn(statement).length > 0 || countriesIn(text).length > 0;
  const left = countriesIn(text)
    .reduce((rest, country) => rest.split(country).join(' '), text)
    .split(' ')
    .filter(Boolean)
    .filter((word) => !WHERE_WORDS.has(word) && !countriesIn(word).length && !placesNamedIn(capital(word)).length);
  return places && left.length === 0;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * "Do you live in the US? Will you be able to work daily in our office?": two (or three) yes / no
 * questions, each whole on its own, asked in one field with one answer. The questions, when each
 * starts as a yes / no question and none points back at another ("Is it more than 30 days?" says
 * nothing alone); undefined for any other label. One answer says both only where both have it.
 */
export function separateQuestions(label: string): string[] | undefined {
  const text = label.trim();
  if (!text.endsWith('?')) return undefined;
  const parts = (text.match(/[^?]+\?/g) ?? []).map((part) => part.trim());
  if (parts.length < 2 || parts.length > 3) return undefined;
  if (!parts.every((part) => /^(do|does|are|is|have|has|can|could|will|would|did|were)\s+(you|your)\b/i.test(part)))
    return undefined;
  if (parts.slice(1).some((part) => POINTS_BACK.test(part) || /\b(so|if|then|also|either)\b/i.test(part)))
    return undefined;
  return parts;
}
