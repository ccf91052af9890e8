/**
 * World regions a question may name, by the countries in them. A country missing here is in none
 * as far as the engine knows, so a question about it is asked, never answered "no".
 */
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const EUROPE = [...EU, ...'GB CH NO IS UA RS BA AL MK ME MD BY'.split(' ')];
const MIDDLE_EAST_AFRICA = 'AE SA QA KW BH OM IL JO LB EG MA TN DZ NG KE ZA GH ET TZ UG TR'.split(' ');
const ASIA = 'IN CN JP KR SG MY TH VN ID PH PK BD LK NP HK TW'.split(' ');
const NORTH_AMERICA = 'US CA MX'.split(' ');
const SOUTH_AMERICA = 'BR AR CL CO PE UY PY BO EC VE'.split(' ');

// Widest names first: "North or South America" is one region, not South America.
const REGIONS: Array<[RegExp, string[]]> = [
  [/\bamericas\b|\bnorth or south america\b|\bnorth and south america\b/, [...NORTH_AMERICA, ...SOUTH_AMERICA]],
  [/\b(european union|eu)\b/, EU],
  [/\bemea\b/, [...EUROPE, ...MIDDLE_EAST_AFRICA]],
  [/\beurope\b/, EUROPE],
  [/\b(middle east|gcc|gulf (region|countries))\b/, 'AE SA QA KW BH OM IL JO LB'.split(' ')],
  [/\b(apac|asia pacific)\b/, [...ASIA, 'AU', 'NZ']],
  [/\basia\b/, ASIA],
  [/\bnorth america\b/, NORTH_AMERICA],
  [/\b(latin america|latam)\b/, [...SOUTH_AMERICA, 'MX']],
  [/\bsouth america\b/, SOUTH_AMERICA],
];

/** The regions a normalised text names, each with its countries; "North or South America" is one. */
export function regionsIn(normalised: string): string[][] {
  let rest = normalised;
  const found: string[][] = [];
  for (const [pattern, countries] of REGIONS) {
    if (!pattern.test(rest)) continue;
    found.push(countries);
    rest = rest.replace(pattern, ' ');
  }
  return found;
}

/** Lower case, punctuation to spaces, without the country-name canonicalisation of questions. */
export const plainText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
