import { countriesIn } from '../countries';
import { placesNamedIn } from '../facts/geo';
import { countryCode } from '../facts/place';
import { normaliseQuestion } from '../normalise';
import { plainText, regionsIn } from '../facts/region';
import { usRegionsIn } from '../facts/us-regions';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

const MILE_KM = 1.609;

const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];

/** A compass point or "central" before a name. */
const COMPASS =
  /\b(north|south|east|west|central|north east|north west|south east|south west|northeast|northwest|southeast|southwest|upstate|downstate)(ern)?[ -]([a-z]+)/g;

/**
 * "North India", "Southern Germany", "Northern California": a part of the place named, which the
 * name alone does not say the user lives in or not. A compass point that is part of a country's
 * own name ("South Africa", "North Macedonia") or of a state's ("South Carolina") names that place.
 */
function namesPartOfPlace(label: string): boolean {
  return [...label.matchAll(COMPASS)].some(([whole, , ern, next]) => {
    // "The west coast of India": a coast is a part of whatever it is the coast of (the US's are read before).
    if (/^(coast|coastline|shore)$/.test(next!)) return true;
    if (/^(of|to|from|or|and|time|timezone|hours?|region|side|zone)$/.test(next!)) return false;
    if (ern) return true;
    return countryCode(next!) !== undefined && countryCode(whole.replace('-', ' ')) === undefined;
  });
}

/**
 * "This role is onsite in Austin. Is this something you're comfortable with?", "… Is that feasible
 * for you?": a statement about the job, then a short question whether the applicant accepts it.
 */
function acceptsJobStatement(label: string): boolean {
  return (
    /^(this|the|our|it|we|as part of|as this|for this)\b/.test(label) &&
    /\b(is|would|will) (that|this|it) (be )?(something )?((that )?you (are|re|would be|d be|will be|feel) )?(ok|okay|fine|acceptable|alright|feasible|possible|doable|manageable|comfortable|agreeable|suitable|open to|able to (do|meet|manage|accommodate|commit to))( (with|for|to) you)?( with)?$/.test(
      label,
    )
  );
}

/**
 * "Are you comfortable working in Pune?", "Can you work out of Hyderabad?", "Is Pune location okay
 * for you?": working in a place and no more: no setting (office, on site, remote), no hours, days or
 * shifts, no kind of engagement.
 */
function plainWork(label: string, raw: string): boolean {
  // Only the place and words asking whether working there suits ("… in Pune for a startup", "… at a
  // lower salary" add terms of their own). The place is the capitalised words the place reader reads.
  const rest = normaliseQuestion(raw.replace(/\b[A-Z][\w.&-]*(?:\s+[A-Z][\w.&-]*)*/g, ' '))
    .split(' ')
    .filter(Boolean);
  const placeOnly = rest.every((word) => PLAIN_WORK_WORDS.has(word));
  return (
    placeOnly &&
    /\b(work|working)( based)? (in|at|from|out of)\b|\blocation\b/.test(label) &&
    !/\b(office|offices|on ?site|in person|hybrid|remote|remotely|wfh|home|studio|campus|headquarters|hq|come|report|shifts?|nights?|weekends?|hours?|timings?|contract\w*|daily|every|days?|weeks?|months?|travel\w*|field|clients?|customers?|site|sites|time zones?|full time|part time|temporar\w*|only|also|if|when|without|visa|permit)\b/.test(
      label,
    )
  );
}

/** The words of "Are you comfortable working in Pune?", "Is the Pune location okay for you?" but the place. */
const PLAIN_WORK_WORDS = new Set(
  (
    'are is would will can could do does you it be being the a an this that our your job role position work ' +
    'working to based in at from out of location city okay ok fine comfortable happy willing able open ready ' +
    'prepared good suitable convenient acceptable feasible with for as'
  ).split(' '),
);

/** A yes / no put the other way round: "not", "never", "unwilling", "uncomfortable", "refuse". */
const NEGATED =
  /\b(not|never|n t|cannot|can t|won t|don t|isn t|aren t|unwilling|unable|uncomfortable|unhappy|unavailable|refuse\w*|reluctant|hesitant|object\w*|against)\b/;

export const nearPlaceRule: Rule = (question, text) => {
  // "Are you an Indian resident currently?": an adverb at the end says when, not what.
  const label = text.label.replace(/ (currently|presently|at present|right now|now|at the moment)$/, '');
  // "Are you not comfortable working in Pune?", "Are you unwilling to work in Chicago?": put the other
  // way round, the user's answer for the place is the opposite one, which no rule here says ("or not",
  // "if not" only offer the other answer).
  if (NEGATED.test(label.replace(/\b(or|if|and if) not\b/g, ' '))) return undefined;
  // "We have offices in London and Berlin. Where are you based?": the question asked last is a wh-
  // question (where one lives, read by understand/location.ts), whatever the context says of places.
  if (/(^|[.!?:]\s+)(where|which|what|how|when|who)\b[^.!?]*\?\s*$/i.test(question.label)) return undefined;
  // "This role is hybrid in Seattle. Is that okay?", "… Does this work for you?": the statement
  // about the job, put to the applicant to accept.
  const acceptsStatement =
    /^(this|the|our|it|we)\b.*\b(is|does|would|will) (that|this|it) (be )?(ok|okay|fine|acceptable|alright|work|works|suit|suits|suitable)( (with|for) you)?$/.test(
      label,
    ) || acceptsJobStatement(label);
  if (
    !asksYesNo(question, label.replace(/^.*?\b(are|do|can|will|would|is) you\b/, '$1 you')) &&
    !(acceptsStatement && asksYesNo(question, 'is it'))
  )
    return undefined;
  if (
    /\b(relocat|authoriz|sponsor|citizen|visa|eligible|right to|permit|prefer|preferred|experience|allowed|legally|lawfully|entitled|permission)\w*/.test(
      label,
    )
  )
    return undefined;
  // "Did you live in Chicago before?", "Have you ever lived in the US?": the past, which where the
  // user lives now does not say. An interview, onboarding or a visit there is no work there.
  if (
    /\b(did you|had you|used to|have you (ever )?(lived|resided|stayed|been based|been located))\b|\b(before|previously|formerly|in the past|ever lived)\b/.test(
      label,
    ) ||
    /\b(interviews?|onboarding|orientation|training|meetings?|visits?|events?|conferences?)\b/.test(label)
  )
    return undefined;
  // About the applicant's home only when "you" are the one living there ("a role based in X" is not).
  // "Are you currently based in…", "Do you live within…": the verb is said of "you", with at most
  // an auxiliary or an adverb between ("a hybrid role based in X" says where the role is).
  const adverbs = '(?:(?:are|re|do|have been|currently|presently|now|already|still|also|physically|at present) )*';
  // "Can you live in Pune?", "Are you willing to be based in London?": whether the user would live
  // there for the job, which is where they live now or where they would move (read as below).
  const wouldLive =
    /\b(can|could|would|will) you (be based|be located|live|stay|reside|be living|be staying)\b|\b(willing|able|happy|open|ok|okay|comfortable|ready|prepared|agreeable) (to be|to|to being|being) (based|located|live|living|reside|residing|stay|staying)\b/.test(
      label,
    );
  const lives =
    (!wouldLive &&
      new RegExp(
        `\\byou ${adverbs}(live|living|reside|residing|stay|staying|based|located|situated|domiciled|local|a local|(a )?(current |permanent |legal )?resident|near|close to)\\b`,
      ).test(label)) ||
    // "Are you Chicago based?", "a Pune-based candidate": the place before the word.
    /^are you (currently )?(an? )?[a-z]+( [a-z]+)? based( candidate| applicant| professional)?$/.test(label) ||
    // "Is your permanent address in India?", "Do you have a US address?": where the user's home is.
    /\byour (current |present |permanent |home |residential |primary )*address (is )?(in|within)\b/.test(label) ||
    /^do you (currently )?have an? (current |permanent |home |residential )*([a-z]+ )?(address|residence)( in\b|$)/.test(
      label,
    ) ||
    new RegExp(`\\b(are you|you are|you re) ${adverbs}in\\b`).test(label) ||
    // "Are you within 25 miles of Chicago?", "within a 50-mile radius of": living that near it.
    new RegExp(`\\b(are you|you are|you re) ${adverbs}within (a |an )?\\d+[ -]?(miles?|mi|km|kilomet\\w*)\\b`).test(
      label,
    ) ||
    // "Are you a US resident?", "an Indian resident", "a Chicago local": the place before the word.
    /^are you (currently )?(an? )?[a-z]+( [a-z]+)? (resident|local)$/.test(label) ||
    // "Are you within the Chicago area?": in it (a distance or a commute after "within" is read below).
    new RegExp(
      `\\b(are you|you are|you re) ${adverbs}within (the )?(?!\\d|a |an |commut|driving|reasonable|travel|walking|short|easy|daily|\\w+ (hours?|minutes?|miles?|km)\\b)`,
    ).test(label) ||
    /\byour (current |present |permanent |primary |main |usual |residential |home )?(location|city|place of residence|residence|home(?! ?town)|home base|base|(country|city|state|place) of (residence|domicile))\b/.test(
      label,
    ) ||
    // "Is Chicago your home city?": the place before what it is to the user. (A hometown is where one
    // grew up, not where one lives: asked.)
    /^is [a-z ]+ your (current |present |permanent |primary |main |usual )?(location|city|country|state|home|home city|home country|residence|base|(country|city|state|place) of residence)$/.test(
      label,
    );
  // "Will you be based in Pune?", "Would you be living in Austin?": where the user will live for the
  // job — where they live now, or where they would move.
  const willLive =
    wouldLive || /\b((will|would) you be|are you going to be) (based|located|living|residing|staying)\b/.test(label);
  const commute =
    /\bcommut/.test(label) ||
    // "Within driving distance of Austin", "a reasonable distance from our office": a daily journey there.
    /\bwithin (a |an )?(reasonable |short |easy |daily )?(driving|travel|travelling|traveling|commutable|reasonable) (distance|range)\b/.test(
      label,
    );
  // "Can you work remotely from India?": working remotely from there, which needs living there.
  // (Remote work as a condition of the user's, "remote only", is no place: templates/logistics.ts.)
  const remoteFrom =
    /\b(remote|remotely|wfh|work from home)( work| working| role| position| job)? (from|in|within|out of)\b/.test(
      label,
    ) &&
    !/\b(hybrid|on ?site|office|in person|only|exclusively|solely|strictly|require|need|must|insist)\b/.test(label);
  const workThere =
    remoteFrom ||
    /\b(on ?site|in office|in person|office|offices|studio|campus|headquarters|hq|hybrid|work from|working from|working out of|work out of|work physically|come in|come into|report to|be at our|be in our|full time role in|work in|work at|working in|working at|location)\b/.test(
      label,
    );
  if (!lives && !commute && !workThere && !willLive) return undefined;
  // "Do you have your own transport to reach our Pune office?": what the user has, not where they work.
  if (!lives && /^(do|does) you (have|own|possess)\b/.test(label)) return undefined;
  // "Latin America", "the EU": a world region, read by the countries in it (region.ts), not as a country.
  // Working or commuting there is decided by the region's countries as by a country ("on site in Europe").
  const regions = regionsIn(plainText(question.label));
  if (regions.length > 0 && lives) return undefined;
  // "The Midwest", "the East Coast": a part of the US by its states.
  // "The west coast of India", "Australia's east coast": another country's coast is none of these.
  const otherCountry = countriesIn(label).some((name) => countryCode(name) !== 'US');
  const usRegions = otherCountry ? [] : usRegionsIn(plainText(question.label));
  // "North India", "Southern California": a part of the place named, which the place's name alone
  // does not say where the user lives is in (or not).
  if (usRegions.length === 0 && namesPartOfPlace(label)) return undefined;
  // "US" in capitals is the country; the place reader leaves short capitals alone, the country names do not.
  // "A Chicago-based candidate": the place without the word joined to it.
  const named = placesNamedIn(question.label.replace(/-based\b/gi, ' based'));
  const countries = countriesIn(label).flatMap((name) => {
    const code = countryCode(name);
    return code ? [{ kind: 'country' as const, country: code }] : [];
  });
  // "The US or Canada": a country the place reader left (short capitals) beside one it read, unless
  // a place read lies in it ("Chicago, US" is Chicago, not anywhere in the US).
  const inRegions = regions.flat().map((country) => ({ kind: 'country' as const, country }));
  const inUsRegions = usRegions.flatMap((region) =>
    region.states.map((state) => ({ kind: 'region' as const, country: 'US', region: state })),
  );
  const places =
    usRegions.length > 0
      ? inUsRegions
      : regions.length > 0
        ? inRegions
        : [...named, ...countries.filter((c) => !named.some((place) => place.country === c.country))];
  if (places.length === 0) return undefined;
  // "Are you based outside the US?": living anywhere but there, which a country's border settles;
  // outside a city, its suburbs may count either way.
  const outside = /\boutside\b/.test(label);
  if (outside && (!lives || places.some((place) => place.kind !== 'country'))) return undefined;
  const within = /\bwithin (?:a |an )?(\d+)[ -]?(miles?|mi|km|kilomet\w*)\b/.exec(label);
  const withinKm = within ? Number(within[1]) * (/^(mi)/.test(within[2]!) ? MILE_KM : 1) : undefined;
  // "Do you live in Leeds, or could you travel there weekly?": another way to meet it, which living
  // elsewhere does not rule out.
  // So is being from there ("… or did you grow up there?"): where someone comes from is not in their data.
  // Commuting there instead ("… or able to commute to Chicago?") is ruled out by living far, as living there is.
  const orCommute =
    /\bor (are |would |will )?(you )?(be )?(willing |able |open |happy |prepared )?(to )?(commute|commuting)\b|\bor (can|could|would|will) you (reliably |easily |daily )?commute\b/.test(
      label,
    ) && !/\bor\b.*\bor\b/.test(label);
  const orElse =
    (!orCommute &&
      /\bor (are |would |will )?(you )?(be )?(willing|able|open|available|happy|prepared|planning|plan)\b|\bor (can|could|would|will) you\b/.test(
        label,
      )) ||
    /\b(originally|hometown|home town|native of|native place|born|raised|(grew|grow|grown|growing) up|hail\w*)\b|\bor (are |were )?(you )?from\b/.test(
      label,
    );
  // The way of working asked there, when one is named (hybrid before on site: "hybrid, 3 days in office").
  // Going to the office fewer than five days a week is hybrid; every working day, on site. (Working
  // from the office is the setting itself, which the user's answers do not speak to.)
  const daysAWeek =
    /\b([1-7]|one|two|three|four|five|six|seven) (?:days?|times?) (?:a|1|per|each|every|in a|in 1) week\b/.exec(
      label,
    )?.[1] ?? (/\btwice (a|1|per|each|every) week\b/.test(label) ? '2' : undefined);
  const officeDays =
    daysAWeek &&
    /\b(come|coming|go|going|get|getting|travel|travelling|report|reporting|commute|commuting|attend|attending|visit|visiting|be|being)\b( \w+){0,4} offices?\b/.test(
      label,
    )
      ? NUMBER_WORDS.indexOf(daysAWeek) + 1 || Number(daysAWeek)
      : 0;
  const mode =
    /\bhybrid\b/.test(label) || (officeDays > 0 && officeDays < 5)
      ? ('hybrid' as const)
      : officeDays >= 5 ||
          /\b(on ?site|in office|in the office|in person|office based|wfo)\b/.test(label) ||
          // "Work from our Chicago office", "out of the Pune office": on site there, how often unsaid.
          (!daysAWeek && /\b(work|working) (from|at|in|out of) (our|the) ([a-z]+ ){0,3}offices?\b/.test(label))
        ? ('onsite' as const)
        : undefined;
  return {
    kind: 'near-place',
    places,
    ask: lives || willLive ? 'lives' : commute ? 'commute' : 'work-there',
    ...(willLive && !lives && { orElse: true, orRelocate: true }),
    withinKm,
    ...(usRegions.some((region) => region.edge.length > 0) && { edge: usRegions.flatMap((region) => region.edge) }),
    ...(orElse && { orElse: true }),
    ...(outside && { outside: true }),
    ...((places.length > 1 || /\b(or|either)\b|\band\/or\b|\//.test(label)) && { several: true }),
    ...(/\bwithin (a |an )?(reasonable |short |easy |daily )?(commuting|commutable|driving) (distance|range)\b|\bwithin (a |an )?(reasonable |short |easy |daily )?commute\b|\bclose enough to commute\b/.test(
      label,
    ) && { distance: true }),
    ...(orElse &&
      lives &&
      /\bor (are |would |will )?(you )?(be )?(willing|able|open|happy|prepared|ready) (to )?(relocat\w*|move|moving|shift|shifting)\b(?! \w+ing\b)/.test(
        label,
      ) && { orRelocate: true }),
    ...(!lives && !commute && mode && !/\bremote/.test(label) && { mode }),
    ...(!lives && !commute && !willLive && remoteFrom && { mode: 'remote' as const }),
    ...(!lives &&
      !commute &&
      !willLive &&
      !mode &&
      !remoteFrom &&
      plainWork(label, question.label) && { plainly: true }),
  };
};
