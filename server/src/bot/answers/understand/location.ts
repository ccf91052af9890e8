import type { FormQuestion } from '../applicant';
import { normaliseQuestion } from '../normalise';
import type { Rule } from './rule';
import { asksYesNo } from './rule';

/** Where someone wants to work is a preference, not where they live. */
const PREFERENCE =
  /\b(why|looking to|planning|applying|apply|would you|prefer|preferred|preference|desired|willing|relocat|commut|work location|job location|office|remote|hybrid|travel|which of (the|our)|following locations)\b/;
/** Places that are not the applicant's home: "Current company location", "City of birth", "College location". */
const NOT_HOME =
  /\b(employer|company|companies|organi[sz]ation|firm|client|university|college|school|institute|institution|campus|education|studied|study|degree|birth|born|passport|citizenship|nationality|job search|interested|interest|hear|heard|grew|grow|raised|native|hometown)\b/;
/** Words that put the question about the applicant's home. */
const HOME =
  /\b(live|living|reside|residing|residence|residency|resident|based|located|location|currently in|presently in|stay|staying|are you in|situated|home|where are you|you are in|current)\b/;

/**
 * The wh- question asked about where the user is, without what is said around it: the context before
 * it ("The job can be based in Singapore or London. Where are you based?": what the job offers, which
 * the options show again) and another place offered after "or" ("Where are you based, or where would
 * you plan to work from?": where one lives answers it). A condition before it ("If …") keeps it whole.
 */
function askedWhere(question: FormQuestion, label: string): string {
  const last = /(?:^|[.!:]\s+)((?:where|which|what|in which)\b[^.!?]*\?)\s*$/i.exec(question.label);
  const before = last ? question.label.slice(0, last.index) : '';
  const asked =
    last && before && !/\b(if|unless|when|whether|only|applicants?|candidates?)\b/i.test(before)
      ? normaliseQuestion(last[1]!)
      : label;
  return asked.replace(
    /^(where (are|do) you (currently |presently )?(based|located|live|living|reside|residing))( now)? or where (would|will|do|could|can) you\b.*$/,
    '$1',
  );
}

/**
 * Where the applicant lives: their city, country, region, or "City, Country"; and the yes / no
 * "Are you currently based in <place>?". A preference ("preferred location") is not one.
 */
export const locationRule: Rule = (question, text) => {
  // "Select your state": the request is how to answer, what is asked is the state.
  const label = askedWhere(question, text.label).replace(/^(please )?(select|choose|pick) (your )?(?=\w)/, '');
  if (PREFERENCE.test(label) || /\bzip\b|\bpostal\b|\bstreet\b/.test(label)) return undefined;
  // Where something else is: an employer, a school, one's birth or passport, or how far a search has come.
  if (NOT_HOME.test(label)) return undefined;
  // "Current Address (City)", "City applicant": a short field naming the part.
  const short = label.split(' ').length <= 4;
  if (/\baddress\b/.test(label) && !/\b(city|country|state)\b/.test(label)) return undefined;
  if (asksYesNo(question, label)) return undefined;
  if (question.options.some((o) => /^\s*(yes|no)\b/i.test(o))) return undefined;
  const city = /\bcity\b|\btown\b/.test(label);
  const country = /\bcountry\b|\bnation\b/.test(label) && !/\bcitizenship\b|\bnationality\b/.test(label);
  if (/^(city|town|current city|city of residence|home city)$/.test(label)) return { kind: 'location', part: 'city' };
  if (/^(country|country of residence|current country|country region|home country)$/.test(label))
    return { kind: 'location', part: 'country' };
  if (
    /^(your |us |u s |united states |home |current )?(state|province|territory|state province|state territory|province territory|state region|region|state or province|state or territory)( united states| us)?$/.test(
      label,
    )
  )
    return { kind: 'location', part: 'region' };
  // "Province/State", "State / Province / Region", "State/UT" (a union territory, as Indian forms
  // list them), "Residential state": the region named in any order, its words alone.
  const regionWords = label
    .replace(/^(your |home |current |residential |resident )/, '')
    .replace(/\bunion territory\b/g, 'ut')
    .split(' ');
  if (
    regionWords.length <= 4 &&
    regionWords.some((w) => /^(state|province|territory|ut)$/.test(w)) &&
    regionWords.every((w) => /^(state|province|territory|ut|region|or)$/.test(w))
  )
    return { kind: 'location', part: 'region' };
  // "Located in", "Based in" as a field's name: where one lives, the city (or the option naming its country).
  if (/^(currently )?(located|based|living|residing) in$/.test(label)) return { kind: 'location', part: 'city' };
  // "Which state?", "Metro area", "Nearest major city": where one lives, asked by its part alone.
  if (/^(which|what) (state|province)( do you live in| are you in)?$/.test(label))
    return { kind: 'location', part: 'region' };
  if (
    /^(your )?(metro|metropolitan) area$|^(your )?(nearest|closest) (major |large )?(city|metro|metro area|metropolitan area)$|^metro$/.test(
      label,
    )
  )
    return { kind: 'location', part: 'city' };
  // "Domicile", "State of domicile": where one lives by law, as Indian forms ask it.
  if (
    /^(your )?(domicile|domicile state|state of domicile|domicile city|city of domicile|place of domicile)$/.test(label)
  )
    return { kind: 'location', part: /\bstate\b/.test(label) || !/\bcity\b/.test(label) ? 'region' : 'city' };
  if (
    short &&
    /\bcountry\b/.test(label) &&
    !/\bcity\b/.test(label) &&
    !/\b(citizenship|nationality|code|phone)\b/.test(label)
  )
    return { kind: 'location', part: 'country' };
  if (short && /\bcity\b/.test(label) && !/\bcountry\b/.test(label)) return { kind: 'location', part: 'city' };
  if (!HOME.test(label) && !/^(location|your location)$/.test(label)) return undefined;
  if (city && country) return { kind: 'location', part: 'city-country' };
  if (city && /\bstate\b|\bprovince\b/.test(label)) return { kind: 'location', part: 'city-region' };
  if (city) return { kind: 'location', part: 'city' };
  if (country) return { kind: 'location', part: 'country' };
  if (/\bstate\b|\bprovince\b|\bregion\b/.test(label)) return { kind: 'location', part: 'region' };
  if (
    /\blocation\b|\bwhere\b|\blive\b|\breside\b|\bbased\b|^(your )?(current |place of |country of )?(residence|residency)$|^(home|current) base$/.test(
      label,
    ) ||
    // "Located in", "Residing in", "Resident of", "Current base": the phrase before the answer.
    /^(currently |presently )?(located|living|residing|staying|resident|situated)( in| of| at)?$|^(your )?(current|present) (base|place)$|^(currently|presently) in$/.test(
      label,
    )
  ) {
    if (label.split(' ').length > 10) return undefined;
    // "Location (City)" is asked as the city; the page's help line or placeholder may say "City, Country".
    const format = text.all.slice(label.length);
    if (/\bcity\b/.test(format) && /\bcountry\b/.test(format)) return { kind: 'location', part: 'city-country' };
    // "Where are you located?": the city, as a person says it; the page may ask for more.
    return { kind: 'location', part: 'city' };
  }
  return undefined;
};
