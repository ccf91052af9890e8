import type { Place } from './place';

/**
 * Standard offsets from UTC, in hours, of where the applicant lives — only where the place decides
 * one: a US state that lies in one zone, a country that has one. A state or country split between
 * zones (Texas, Florida, Canada, Australia…) has none here, so a question about it is asked.
 */
const US_STATE_OFFSETS: Record<string, number> = {
  CT: -5,
  DE: -5,
  DC: -5,
  GA: -5,
  ME: -5,
  MD: -5,
  MA: -5,
  NH: -5,
  NJ: -5,
  NY: -5,
  NC: -5,
  OH: -5,
  PA: -5,
  RI: -5,
  SC: -5,
  VT: -5,
  VA: -5,
  WV: -5,
  AL: -6,
  AR: -6,
  IL: -6,
  IA: -6,
  LA: -6,
  MN: -6,
  MS: -6,
  MO: -6,
  OK: -6,
  WI: -6,
  AZ: -7,
  CO: -7,
  MT: -7,
  NM: -7,
  UT: -7,
  WY: -7,
  CA: -8,
  NV: -8,
  WA: -8,
  AK: -9,
  HI: -10,
};

const COUNTRY_OFFSETS: Record<string, number> = {
  IN: 5.5,
  LK: 5.5,
  PK: 5,
  BD: 6,
  NP: 5.75,
  AE: 4,
  SA: 3,
  IL: 2,
  EG: 2,
  ZA: 2,
  KE: 3,
  NG: 1,
  GB: 0,
  IE: 0,
  PT: 0,
  DE: 1,
  FR: 1,
  NL: 1,
  BE: 1,
  IT: 1,
  PL: 1,
  SE: 1,
  NO: 1,
  DK: 1,
  CH: 1,
  AT: 1,
  CZ: 1,
  HU: 1,
  RO: 2,
  GR: 2,
  FI: 2,
  UA: 2,
  TR: 3,
  SG: 8,
  MY: 8,
  PH: 8,
  CN: 8,
  HK: 8,
  TW: 8,
  JP: 9,
  KR: 9,
  NZ: 12,
  CO: -5,
  PE: -5,
  AR: -3,
  CL: -4,
};

/** The applicant's standard UTC offset, when where they live decides it. */
export function standardOffset(place: Place): number | undefined {
  if (!place.country) return undefined;
  if (place.country === 'US') return place.region ? US_STATE_OFFSETS[place.region.toUpperCase()] : undefined;
  return COUNTRY_OFFSETS[place.country];
}

/**
 * The standard offset an option of a time-zone choice names: "GMT+5:30", "UTC -06:00", "IST (India)",
 * or a zone by name ("Central", "EST"); undefined when it names none or a daylight-saving one alone.
 */
export function optionOffset(option: string): number | undefined {
  const text = option.toLowerCase();
  const written = /\b(?:gmt|utc)\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?/.exec(text);
  if (written) {
    const hours = Number(written[2]) + Number(written[3] ?? 0) / 60;
    return written[1] === '+' ? hours : -hours;
  }
  if (/\b(ist|india standard time|india)\b/.test(text) || /\basia\/(kolkata|calcutta)\b/.test(text)) return 5.5;
  if (/\bamerica\/chicago\b/.test(text)) return -6;
  if (/\bamerica\/new_york\b/.test(text)) return -5;
  if (/\bamerica\/denver\b/.test(text)) return -7;
  if (/\bamerica\/los_angeles\b/.test(text)) return -8;
  if (/\b(edt|cdt|mdt|pdt|bst|cest)\b/.test(text)) return undefined;
  return zoneOffset(text.replace(/[^a-z0-9+ ]+/g, ' '));
}

/** A zone a question names, as its standard offset: "Eastern", "EST", "Pacific time", "GMT", "CET". */
export function zoneOffset(normalised: string): number | undefined {
  if (/\b(eastern|est|edt|et)\b/.test(normalised)) return -5;
  if (/\b(central|cst|cdt|ct)\b/.test(normalised) && !/\bcentral european\b/.test(normalised)) return -6;
  if (/\b(mountain|mst|mdt|mt)\b/.test(normalised)) return -7;
  if (/\b(pacific|pst|pdt|pt)\b/.test(normalised)) return -8;
  if (/\b(gmt|utc|bst|uk time)\b/.test(normalised)) return 0;
  if (/\b(cet|cest|central european)\b/.test(normalised)) return 1;
  // IST as Indian forms use it (Israel's and Ireland's are asked the same way far more rarely).
  if (/\b(ist|india standard|indian standard)\b/.test(normalised)) return 5.5;
  return undefined;
}
