import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import type { Found } from './found';

/** A profile link the user gave or the resume writes out, as a full URL. */
export function linkAnswer(meaning: Meaning & { kind: 'link' }, applicant: Applicant): Found {
  const link = applicant.facts.links[meaning.site];
  return link && { text: link.value, source: link.source };
}
