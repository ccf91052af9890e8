import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import { yes, type Found } from './found';

/** A profile link the user gave or the resume writes out, as a full URL. */
export function linkAnswer(meaning: Meaning & { kind: 'link' }, applicant: Applicant): Found {
  const link = applicant.facts.links[meaning.site];
  // Having one: yes where the user gave it; a link not given may still exist, so never a no.
  if (meaning.has) return link && yes(link.source);
  return link && { text: link.value, source: link.source };
}
