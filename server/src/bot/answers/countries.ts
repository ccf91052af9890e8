/**
 * Country names as forms and users write them, to one name each: "US", "U.S.A.", "United States of
 * America" and "America" all say "united states", so a user's answer about one matches a form
 * asking about another spelling — and never a different country.
 */

/** Upper-case codes only: "us" in lower case is a pronoun ("tell us"), "US" is the country. */
const CODES: Array<[RegExp, string]> = [
  [/\bU\.?\s?S\.?\s?A\b\.?/g, ' united states '],
  [/\bU\.S\.(?=\W|$)/g, ' united states '],
  [/\bUS\b/g, ' united states '],
  [/\bU\.?K\b\.?/g, ' united kingdom '],
  [/\bUAE\b/g, ' united arab emirates '],
  [/\bEU\b/g, ' european union '],
  [/\bNZ\b/g, ' new zealand '],
];

/** Lower-case names (after accents are off) to the one name used here. */
const NAMES: Array<[RegExp, string]> = [
  // "us" logged in lower case is the country where no pronoun stands so: "the us", "a us citizen",
  // "us based", "located in us" ("tell us", "join us", "with us" stay pronouns).
  [/\b(the|a) us\b/g, '$1 united states'],
  [
    /\bus(?= (citizen|citizens|citizenship|based|resident|residents|state|states|work authorization|work permit|national|nationals|person|persons|green card|passport|visa|time zone|timezone|hours|location|address)\b)/g,
    'united states',
  ],
  [
    /\b(located|based|living|live|residing|reside|work|working|relocate|relocating|move|moving) (in|to|within) us\b/g,
    '$1 $2 united states',
  ],
  [/\b(outside|outside of|within|across) us\b/g, '$1 united states'],
  // Beside another country: "us, canada, uk", "canada or us".
  [/\bus(?=\s*(,|\/|or|and)\s*(canada|uk|mexico|india|united kingdom|europe|eu)\b)/g, 'united states'],
  [/(?<=\b(canada|uk|mexico|india|united kingdom|europe|eu)\s*(,|\/|or|and)\s*)us\b/g, 'united states'],
  [/\b(united states of america|united states|usa|america)\b/g, 'united states'],
  [/\b(united kingdom|great britain|britain|england)\b/g, 'united kingdom'],
  [/\b(holland|the netherlands)\b/g, 'netherlands'],
  [/\b(deutschland)\b/g, 'germany'],
  [/\b(bharat)\b/g, 'india'],
];

/** Countries a question may name, by their one name. */
const COUNTRIES = [
  'united states',
  'united kingdom',
  'canada',
  'india',
  'germany',
  'france',
  'netherlands',
  'ireland',
  'spain',
  'italy',
  'poland',
  'sweden',
  'switzerland',
  'australia',
  'new zealand',
  'singapore',
  'japan',
  'brazil',
  'mexico',
  'united arab emirates',
  'european union',
] as const;

/** Replaces country codes (case-sensitive, before lower-casing) with the country's name. */
export function expandCountryCodes(text: string): string {
  return CODES.reduce((out, [pattern, name]) => out.replace(pattern, name), text);
}

/** Replaces other names of a country (in lower-case text) with its one name. */
export function canonicalCountryNames(lowerText: string): string {
  return NAMES.reduce((out, [pattern, name]) => out.replace(pattern, name), lowerText);
}

/** The first country a normalised text names, if any. */
export function countryIn(normalised: string): string | undefined {
  let first: { name: string; at: number } | undefined;
  for (const name of COUNTRIES) {
    const at = normalised.search(new RegExp(`\\b${name}\\b`));
    if (at >= 0 && (!first || at < first.at)) first = { name, at };
  }
  return first?.name;
}

/** A citizen's country by its adjective ("Canadian citizen"), where the adjective names no language. */
const DEMONYMS: Array<[RegExp, (typeof COUNTRIES)[number]]> = [
  [/\bamericans?\b/, 'united states'],
  [/\bbritish\b/, 'united kingdom'],
  [/\bcanadians?\b/, 'canada'],
  [/\bindians?\b/, 'india'],
  [/\birish\b/, 'ireland'],
  [/\baustralians?\b/, 'australia'],
  [/\bmexicans?\b/, 'mexico'],
  [/\bswiss\b/, 'switzerland'],
  [/\bsingaporeans?\b/, 'singapore'],
  [/\bbrazilians?\b/, 'brazil'],
  [/\b(new zealander|kiwi)s?\b/, 'new zealand'],
];

/** Every country a normalised text names, by name or by its citizens' adjective, in the order named. */
export function countriesIn(normalised: string): string[] {
  const found: Array<{ name: string; at: number }> = [];
  for (const name of COUNTRIES) {
    const at = normalised.search(new RegExp(`\\b${name}\\b`));
    if (at >= 0) found.push({ name, at });
  }
  for (const [pattern, name] of DEMONYMS) {
    const at = normalised.search(pattern);
    if (at >= 0 && !found.some((f) => f.name === name)) found.push({ name, at });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}
