import type { Applicant } from '../applicant';
import { distanceKm, resolvePlace, type NamedPlace } from '../facts/geo';
import { countryName } from '../facts/place';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';
import { topicAnswer } from './topic';
import { readYesNo } from '../options-by-meaning';

/** Within this distance a place is where the applicant lives; beyond FAR it is not. Between: unclear. */
const NEAR_KM = 50;
const FAR_KM = 150;

type Where = 'in' | 'out' | undefined;

/** Whether the applicant lives in (or near) one of the places named. */
function where(meaning: Meaning & { kind: 'near-place' }, applicant: Applicant): Where {
  const home = applicant.facts.place?.value;
  if (!home?.country) return undefined;
  const homeCity =
    home.city &&
    resolvePlace(`${home.city}, ${home.country === 'US' && home.region ? home.region : countryName(home.country)}`);
  // "The East Coast" for someone in Pennsylvania: some count it in, some do not.
  if (meaning.edge?.some((place) => place === home.country || place === `${home.country}-${home.region}`))
    return undefined;
  const near = meaning.withinKm ?? NEAR_KM;
  const far = Math.max(FAR_KM, near * 1.5);
  // "Las Vegas, Nevada, U.S.A.": the country qualifies the city, it is not a second place asked.
  const specific = meaning.places.filter((p) => p.kind !== 'country');
  const places = specific.length > 0 ? specific : meaning.places;
  const verdicts = places.map((place: NamedPlace): Where => {
    if (place.kind === 'country') return place.country === home.country ? 'in' : 'out';
    if (place.country !== home.country) return 'out';
    // A state outside the US is known by its code, which the home city's place gives.
    if (place.kind === 'region') {
      const region =
        place.country === 'US' ? home.region : homeCity && homeCity.kind === 'city' ? homeCity.region : undefined;
      return region ? (region === place.region ? 'in' : 'out') : undefined;
    }
    if (!homeCity || homeCity.kind !== 'city') return undefined;
    const km = distanceKm(homeCity, place);
    return km <= near ? 'in' : km >= far ? 'out' : undefined;
  });
  if (verdicts.includes('in')) return 'in';
  return verdicts.every((v) => v === 'out') ? 'out' : undefined;
}

/**
 * Yes when the applicant lives there; no when they live far from every place named. Commuting or
 * working there: no when they live far (and, for working there, will not relocate); where they
 * live near, their own answer about commuting or that way of working decides.
 */
export function nearPlaceAnswer(meaning: Meaning & { kind: 'near-place' }, applicant: Applicant): Found {
  const at = where(meaning, applicant);
  const source = applicant.facts.place?.source;
  if (at === undefined || !source) return undefined;
  // "Do you live in Pune or are you willing to move?": far from it, the user's answer about relocating decides.
  if (meaning.orRelocate && at === 'out') {
    const relocation = topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'relocation' },
      applicant,
    );
    // Moving to another country takes more than a willingness to move (a right to work there): only its no decides.
    const abroad = meaning.places.some((place) => place.country !== applicant.facts.place?.value.country);
    return abroad && relocation && readYesNo(relocation.text) !== false ? undefined : relocation;
  }
  if (meaning.orElse && at === 'out') return undefined;
  if (meaning.ask === 'lives') return at === 'in' ? yes(source) : no(source);
  // "Willing to work on site in the US?": living in a country or a state does not put its offices
  // within reach (one may be a flight away), so only a city or a town is near enough to decide.
  if (at === 'in' && meaning.places.every((place) => place.kind === 'country' || place.kind === 'region'))
    return undefined;
  if (meaning.ask === 'commute') {
    if (at === 'out') return no(source);
    return topicAnswer({ label: '', kind: 'radio', required: true, options: [] }, { family: 'commute' }, applicant);
  }
  // Working there in a way named, where they live: their own answer about working that way decides.
  if (at === 'in' && meaning.mode) {
    const asked = { label: '', kind: 'radio' as const, required: true, options: [] };
    const working = topicAnswer(asked, { family: 'work-mode', subject: meaning.mode }, applicant);
    if (working || meaning.mode !== 'onsite') return working;
    // On site near home is commuting to the office: the user's yes to that is a yes here.
    const commuting = topicAnswer(asked, { family: 'commute' }, applicant);
    return commuting && readYesNo(commuting.text) === true ? commuting : undefined;
  }
  // Working there when they live far means moving: no when the user said they will not relocate;
  // when they would, whether they will work that way there is still theirs to say.
  if (at === 'out') {
    const relocation = topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'relocation' },
      applicant,
    );
    if (relocation && readYesNo(relocation.text) === false) return no(relocation.source);
  }
  return undefined;
}
