/**
 * Groups of schools forms ask for by name, as Indian postings do ("an IIT", "IIT/NIT/BITS"): each
 * by its short and its full name, so a resume's "IIT Bombay" or "National Institute of Technology,
 * Trichy" is found in it. Only groups whose every member carries the group's name.
 */
const GROUPS: Record<string, { asked: RegExp; school: RegExp }> = {
  iit: {
    asked: /\b(iit|iits|indian institutes? of technology)\b/,
    school: /\bIIT\b|\bIndian Institute of Technology\b/i,
  },
  nit: {
    asked: /\b(nit|nits|national institutes? of technology)\b/,
    school: /\bNIT\b|\bNational Institute of Technology\b/i,
  },
  bits: { asked: /\bbits( pilani)?\b/, school: /\bBITS\b|\bBirla Institute of Technology and Science\b/i },
  iiit: {
    asked: /\b(iiit|iiits)\b/,
    school: /\bIIIT\b|\b(International|Indian) Institute of Information Technology\b/i,
  },
  iim: {
    asked: /\b(iim|iims|indian institutes? of management)\b/,
    school: /\bIIM\b|\bIndian Institute of Management\b/i,
  },
};

/** The groups a normalised question names ("iit", "nit"…). */
export function schoolGroupsIn(text: string): string[] {
  return Object.entries(GROUPS)
    .filter(([, group]) => group.asked.test(text))
    .map(([name]) => name);
}

/** Whether a school as the resume writes it is one of the groups. */
export function schoolInGroups(school: string, groups: readonly string[]): boolean {
  return groups.some((name) => GROUPS[name]?.school.test(school));
}
