/**
 * Parts of the United States named by region ("the Midwest", "the East Coast", "the PNW"), by the
 * states surely in them; `edge` holds places only some people count in (Pennsylvania on the East
 * Coast, British Columbia in the Pacific Northwest), where living there leaves the question asked.
 * Only names that mean one part of the US: "the Northeast" or "the South" may as well be India's.
 */
export interface UsRegion {
  states: string[];
  /** A state ("US-PA") or a country ("CA") that may or may not be counted in. */
  edge: string[];
}

const REGIONS: Array<[RegExp, UsRegion]> = [
  [/\bmid ?west(ern)?\b/, { states: 'IL IN MI OH WI IA KS MN MO NE ND SD'.split(' '), edge: [] }],
  [/\beast coast\b/, { states: 'ME NH MA RI CT NY NJ DE MD VA NC SC GA FL DC'.split(' '), edge: ['US-PA', 'US-VT'] }],
  [/\bwest coast\b/, { states: 'CA OR WA'.split(' '), edge: ['US-AK', 'US-HI', 'CA'] }],
  [/\b(pacific north ?west|pnw)\b/, { states: ['WA', 'OR'], edge: ['US-ID', 'CA'] }],
  [/\bnew england\b/, { states: 'CT ME MA NH RI VT'.split(' '), edge: [] }],
  [/\bmid ?atlantic\b/, { states: 'NY NJ PA DE MD DC'.split(' '), edge: ['US-VA', 'US-WV'] }],
];

/** The US regions a lower-case text names, in the order of the list. */
export function usRegionsIn(normalised: string): UsRegion[] {
  return REGIONS.filter(([pattern]) => pattern.test(normalised)).map(([, region]) => region);
}
