import type { Applicant, FormQuestion } from '../applicant';
import { optionOffset, standardOffset } from '../facts/time-zone';
import type { Meaning } from '../understand';
import { no, yes, type Found } from './found';

/**
 * Yes when the applicant's zone is within the hours asked of the zone named, no when it is beyond
 * the most the question allows ("within 2-3 hours": 2 is yes, over 3 is no); between, or where their
 * zone is not decided by where they live, it is theirs to say.
 */
/** The one option naming the applicant's standard offset; none where their zone or the options leave it open. */
export function timeZoneChoice(question: FormQuestion, applicant: Applicant): Found {
  const place = applicant.facts.place;
  const offset = place && standardOffset(place.value);
  if (offset === undefined || !place) return undefined;
  const hits = question.options.filter((option) => optionOffset(option) === offset);
  return hits.length === 1 ? { text: hits[0]!, source: place.source } : undefined;
}

export function timeZoneAnswer(meaning: Meaning & { kind: 'time-zone' }, applicant: Applicant): Found {
  const place = applicant.facts.place;
  const offset = place && standardOffset(place.value);
  if (offset === undefined || !place) return undefined;
  const apart = Math.min(...meaning.zones.map((zone) => Math.abs(offset - zone)));
  const [least, most] = meaning.hours;
  if (apart <= least) return yes(place.source);
  if (apart > most) return no(place.source);
  return undefined;
}
