import type { Applicant } from '../applicant';
import type { Meaning } from '../understand';
import { schoolInGroups } from '../facts/school-groups';
import { no, yes, type Found } from './found';

/** The school or grade average of the applicant's one degree that states it; yes to "Did you graduate?". */
export function educationFactAnswer(meaning: Meaning & { kind: 'education-fact' }, applicant: Applicant): Found {
  const degrees = applicant.facts.degrees;
  if (meaning.fact === 'graduated') return degrees.length > 0 ? yes(degrees[0]!.source) : undefined;
  if (meaning.fact === 'school-group') {
    // Yes where a degree's school is one of them; no where every degree names its school and none is.
    const groups = meaning.groups ?? [];
    const hit = degrees.find((d) => d.school && schoolInGroups(d.school, groups));
    if (hit) return yes(hit.source);
    return !meaning.examples && degrees.length > 0 && degrees.every((d) => d.school)
      ? no(degrees[0]!.source)
      : undefined;
  }
  const fact = meaning.fact;
  const stated = degrees.filter((d) => d[fact]);
  // Two degrees with two schools (or names): which one the form means is the applicant's to say.
  if (stated.length !== 1 || ((fact === 'school' || fact === 'name') && degrees.length > 1)) return undefined;
  return { text: stated[0]![fact]!, source: stated[0]!.source };
}
