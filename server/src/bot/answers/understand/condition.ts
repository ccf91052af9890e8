import { countryIn } from '../countries';
import { countryCode } from '../facts/place';
import { normaliseQuestion } from '../normalise';

/** "If you are located in the US, …", "If you are outside of the US, …": where the question applies. */
export interface HomeCondition {
  /** ISO code of the country the condition names. */
  country: string;
  /** Whether the question is for those living in that country (else for those outside it). */
  inside: boolean;
  /** The question itself, without the condition. */
  rest: string;
}

const CONDITION =
  /^\s*if you(?: are|'re| re)? (?:currently )?(?:(?:located|based|living|live|residing|reside) )?(in|inside|outside|within)(?: of)? ([^,]+),\s*(.+)$/i;

/** The condition on where the applicant lives that opens a question, when it names a country. */
export function homeCondition(label: string): HomeCondition | undefined {
  const match = CONDITION.exec(label);
  if (!match) return undefined;
  const named = countryIn(normaliseQuestion(match[2]!));
  const country = named && countryCode(named);
  if (!country) return undefined;
  // "… may you work there?": the place the condition named.
  const rest = match[3]!.trim().replace(/\b(there|here)\b/i, `in ${named}`);
  return { country, inside: match[1]!.toLowerCase() !== 'outside', rest };
}
