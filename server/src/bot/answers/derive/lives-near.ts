import type { Applicant } from '../applicant';
import { distanceKm, resolvePlace, type NamedPlace } from '../facts/geo';
import { countryName } from '../facts/place';
import type { Meaning } from '../understand';

/** Within this distance a place is where the applicant lives; beyond FAR it is not. Between: unclear. */
const NEAR_KM = 50;
/**
 * "Do you live in Naperville?" of someone in Chicago (45 km): near, but another town, which a yes
 * would claim to live in. Asked whether one lives in a town, only its own area (a suburb of the
 * same city, ~25 km) is in; near enough to commute is the question's own when it asks that.
 */
const LIVES_IN_KM = 25;
const FAR_KM = 150;

type Where = 'in' | 'out' | undefined;

/** Whether the applicant lives in (or near) one of the places named. */
export function where(
  meaning: Pick<Meaning & { kind: 'near-place' }, 'places' | 'withinKm' | 'edge'> & { ask?: string },
  applicant: Applicant,
): Where {
  const home = applicant.facts.place?.value;
  if (!home?.country) return undefined;
  const homeCity =
    home.city &&
    resolvePlace(`${home.city}, ${home.country === 'US' && home.region ? home.region : countryName(home.country)}`);
  // "The East Coast" for someone in Pennsylvania: some count it in, some do not.
  if (meaning.edge?.some((place) => place === home.country || place === `${home.country}-${home.region}`))
    return undefined;
  const near = meaning.withinKm ?? (meaning.ask === 'lives' ? LIVES_IN_KM : NEAR_KM);
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
    // An area named ("Delhi NCR") holds the towns around its city: near is in it.
    const within = place.area && !meaning.withinKm ? Math.max(near, NEAR_KM) : near;
    return km <= within ? 'in' : km >= far ? 'out' : undefined;
  });
  if (verdicts.includes('in')) return 'in';
  return verdicts.every((v) => v === 'out') ? 'out' : undefined;
}
