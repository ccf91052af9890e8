import type { Applicant, FormQuestion } from '../applicant';
import { distanceKm, resolvePlace, stateName } from '../facts/geo';
import { countryName, countryNames, parsePlace } from '../facts/place';
import { normaliseText } from '../text-similarity';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';
import { where } from './lives-near';

/**
 * Where the applicant lives, in the part asked: the city, the country (its everyday name, or the
 * option naming it), the region, or "City, Country"; and yes / no to "Are you based in <place>?"
 * when the place asked is their country or city (another place: no, as the data says where they
 * live).
 */
export function locationAnswer(
  question: FormQuestion,
  meaning: Meaning & { kind: 'location' },
  applicant: Applicant,
): Found {
  const place = applicant.facts.place;
  if (!place) return undefined;
  const { city, region, country } = place.value;
  const source = place.source;
  if (meaning.place) {
    const lives = livesIn(meaning.place, place.value);
    return lives === undefined ? undefined : lives ? yes(source) : no(source);
  }
  // "Where are you located?" offering countries (India / United States / Other): the user's country,
  // where no option names their city.
  const spelt = city ? question.options.filter((o) => normaliseText(o) === normaliseText(city)) : [];
  const cityOptions = spelt.length > 0 ? spelt : sameCityOptions(question.options, place.value);
  if ((meaning.part === 'city' || meaning.part === 'city-country') && question.options.length > 0 && country) {
    if (cityOptions.length === 1) return { text: cityOptions[0]!, source };
    const names = countryNames(country).map(normaliseText);
    const hits = question.options.filter((o) => names.includes(normaliseText(o)));
    if (hits.length === 1) return { text: hits[0]!, source };
    const other = elsewhereOption(question.options, applicant);
    return other ? { text: other, source } : undefined;
  }
  switch (meaning.part) {
    case 'city':
      return city ? { text: city, source } : undefined;
    case 'region': {
      // "Karnataka" among states for someone in Bengaluru: the option naming the state their city is in.
      const inState = question.options.length > 0 ? stateOptions(question.options, place.value) : [];
      if (inState.length === 1) return { text: inState[0]!, source };
      // "Region": India / United States / Europe / Other: a choice of countries, the user's among them.
      if (country && question.options.length > 0 && inState.length === 0) {
        const names = countryNames(country).map(normaliseText);
        const hits = question.options.filter((o) => names.includes(normaliseText(o)));
        if (hits.length === 1) return { text: hits[0]!, source };
        if (question.options.some((o) => resolvePlace(o)?.kind === 'country'))
          return mapped(elsewhereOption(question.options, applicant), source);
      }
      if (!region) return undefined;
      // A US state by its name where the form lists names ("Illinois"), else as the user wrote it.
      const name = country === 'US' ? stateName(region) : undefined;
      const options = question.options.map(normaliseText);
      if (name && (options.length === 0 || options.includes(normaliseText(name)))) return { text: name, source };
      return { text: region, source };
    }
    case 'country': {
      if (!country) return undefined;
      if (question.options.length > 0) {
        const names = countryNames(country).map(normaliseText);
        const hits = question.options.filter((o) => names.includes(normaliseText(o)));
        if (hits.length === 1) return { text: hits[0]!, source };
        const other = elsewhereOption(question.options, applicant);
        return other ? { text: other, source } : undefined;
      }
      return { text: countryName(country), source };
    }
    case 'city-region':
      return city && region ? { text: `${city}, ${region}`, source } : undefined;
    case 'city-country':
      if (!city) return undefined;
      if (!country) return { text: region ? `${city}, ${region}` : city, source };
      return { text: `${city}, ${region && country === 'US' ? `${region}, ` : ''}${countryName(country)}`, source };
  }
}

/** Whether the applicant lives in the place named: their country or their city; undefined when unclear. */
function livesIn(asked: string, place: { city?: string; country?: string }): boolean | undefined {
  const countryAsked = parsePlace(`x, ${asked}`)?.country;
  if (countryAsked) return place.country ? countryAsked === place.country : undefined;
  const cityAsked = normaliseText(parsePlace(asked)?.city ?? asked);
  if (place.city && cityAsked === normaliseText(place.city)) return true;
  return undefined;
}

/** Two names of one city ("Bangalore" and "Bengaluru") stand this close; a neighbouring city does not. */
const SAME_CITY_KM = 15;

/**
 * The options naming the applicant's city in other words ("Bangalore" for Bengaluru, "Chicago, IL"
 * for Chicago): each option read as a place, and the one that lies where they live.
 */
function sameCityOptions(
  options: readonly string[],
  home: { city?: string; region?: string; country?: string },
): string[] {
  if (!home.city || !home.country || options.length === 0) return [];
  const at = homeCity(home.city, home.country, home.region);
  if (!at) return [];
  return options.filter((option) => {
    const place = resolvePlace(option);
    return place?.kind === 'city' && place.country === at.country && distanceKm(place, at) <= SAME_CITY_KM;
  });
}

/**
 * The options naming the state (or province) the applicant's city lies in, read as places ("Karnataka",
 * "Illinois"): the place data gives a city's state as a code, which a state named in words resolves to.
 */
function stateOptions(
  options: readonly string[],
  home: { city?: string; region?: string; country?: string },
): string[] {
  if (!home.city || !home.country) return [];
  const at = homeCity(home.city, home.country, home.region);
  if (!at) return [];
  return options.filter((option) => {
    const place = resolvePlace(option);
    return place?.kind === 'region' && place.country === at.country && place.region === at.region;
  });
}

/** The applicant's city as the place reader knows it, by its state (in the US) or its country. */
function homeCity(city: string, country: string, region?: string) {
  const at = resolvePlace(`${city}, ${country === 'US' && region ? region : countryName(country)}`);
  return at?.kind === 'city' ? at : undefined;
}

/** An option for anywhere not listed: "Other", "Elsewhere", "None of the above", "Rest of the world". */
const ELSEWHERE =
  /^\s*(other|others|other location|other city|other country|elsewhere|somewhere else|anywhere else|none of the above|none of these|neither|rest of (the )?world|another (city|country|location|place))(\s*[(:–-]\s*(please )?(specify|state|mention|describe)\b.*)?\s*\.?\s*$/i;

/**
 * "Singapore" / "London" / "Other" for someone in Pune: where every other option is a place they
 * live far from (a city beyond commuting, another country), the one option for anywhere else.
 * A place the reader cannot place, or one near enough to be unclear, leaves it asked.
 */
function elsewhereOption(options: readonly string[], applicant: Applicant): string | undefined {
  const other = options.filter((o) => ELSEWHERE.test(o));
  const places = options.filter((o) => !other.includes(o));
  if (other.length !== 1 || places.length === 0) return undefined;
  const far = places.every((option) => {
    const place = resolvePlace(option);
    return place !== undefined && where({ places: [place] }, applicant) === 'out';
  });
  return far ? other[0] : undefined;
}

const mapped = (text: string | undefined, source: NonNullable<Found>['source']): Found =>
  text ? { text, source } : undefined;
