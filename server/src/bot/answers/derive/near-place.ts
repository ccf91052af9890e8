import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import { where } from './lives-near';
import { no, yes, type Found } from './found';
import { topicAnswer } from './topic';
import { readYesNo } from '../options-by-meaning';

/**
 * Yes when the applicant lives there; no when they live far from every place named. Commuting or
 * working there: no when they live far (and, for working there, will not relocate); where they
 * live near, their own answer about commuting or that way of working decides.
 */
export function nearPlaceAnswer(meaning: Meaning & { kind: 'near-place' }, applicant: Applicant): Found {
  const at = where(meaning, applicant);
  const source = applicant.facts.place?.source;
  // "Do you live in Mumbai or would you move there?" an hour or two from it: whether that is near is
  // unclear, but a yes to moving within their country answers yes either way.
  if (at === undefined && meaning.orRelocate && source) {
    const home = applicant.facts.place?.value.country;
    const relocation = topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'relocation' },
      applicant,
    );
    const inCountry = !!home && meaning.places.every((place) => place.country === home);
    return inCountry && relocation && readYesNo(relocation.text) === true ? relocation : undefined;
  }
  if (at === undefined || !source) return undefined;
  // "Do you live in Pune or are you willing to move?": far from it, the user's answer about relocating decides.
  if (meaning.orRelocate && at === 'out') {
    const relocation = topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'relocation' },
      applicant,
    );
    // Moving to another country takes more than a willingness to move (a right to work there): only its no decides.
    const abroad = meaning.places.some((place) => place.country !== applicant.facts.place?.value.country);
    return abroad && relocation && readYesNo(relocation.text) !== false ? undefined : relocation;
  }
  if (meaning.orElse && at === 'out') return undefined;
  if (meaning.ask === 'lives') return (at === 'in') !== !!meaning.outside ? yes(source) : no(source);
  // "Can you work remotely from India?" from India: their own answer about working remotely.
  if (at === 'in' && meaning.mode === 'remote')
    return topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'work-mode', subject: 'remote' },
      applicant,
    );
  // "Willing to work on site in the US?": living in a country or a state does not put its offices
  // within reach (one may be a flight away), so only a city or a town is near enough to decide.
  if (at === 'in' && meaning.places.every((place) => place.kind === 'country' || place.kind === 'region'))
    return undefined;
  if (meaning.ask === 'commute') {
    if (at === 'out') return no(source);
    // "Are you within commuting distance of Pune?" from Pune: a distance, which living there is within.
    if (meaning.distance) return yes(source);
    return topicAnswer({ label: '', kind: 'radio', required: true, options: [] }, { family: 'commute' }, applicant);
  }
  // Working there in a way named, where they live: their own answer about working that way decides.
  if (at === 'in' && meaning.mode) {
    const asked = { label: '', kind: 'radio' as const, required: true, options: [] };
    const working = topicAnswer(asked, { family: 'work-mode', subject: meaning.mode }, applicant);
    // Hybrid at one place near home is going to its office on some days, which their yes to
    // commuting there says yes to (of several places, the job may be at another).
    if (working || (meaning.mode === 'hybrid' && meaning.several)) return working;
    // On site near home is commuting to the office: the user's yes to that is a yes here.
    const commuting = topicAnswer(asked, { family: 'commute' }, applicant);
    return commuting && readYesNo(commuting.text) === true ? commuting : undefined;
  }
  // "Are you comfortable working in Pune?", no setting named: a city they live in is a yes.
  const city = meaning.places.every((place) => place.kind === 'city');
  if (at === 'in' && meaning.plainly && city && !meaning.several) return yes(source);
  // Working there when they live far means moving: no when the user said they will not relocate;
  // when they would, whether they will work that way there is still theirs to say (with no way
  // named, a city in their own country is the move itself: abroad also takes a right to work there).
  if (at === 'out') {
    const relocation = topicAnswer(
      { label: '', kind: 'radio', required: true, options: [] },
      { family: 'relocation' },
      applicant,
    );
    if (relocation && readYesNo(relocation.text) === false) return no(relocation.source);
    const home = applicant.facts.place?.value.country;
    const inCountry = meaning.places.every((place) => place.country === home);
    if (relocation && meaning.plainly && city && inCountry && readYesNo(relocation.text) === true) return relocation;
  }
  return undefined;
}
