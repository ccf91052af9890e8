/**
 * The kind of degree a name says, beyond its level: "B.Tech" and "Bachelor of Technology" are one
 * kind, "B.E." another of the same level. Only kinds that forms ask for by name and that differ from
 * their level's other degrees (Indian engineering and management degrees); a plain "Bachelor's" or
 * "BS" names no kind.
 */
const KINDS: Array<[RegExp, string]> = [
  [/^(btech|bacheloroftechnology)$/, 'btech'],
  [/^(be|beng|bachelorofengineering)$/, 'be'],
  [/^(mtech|masteroftechnology)$/, 'mtech'],
  [/^(me|meng|masterofengineering)$/, 'me'],
  [/^(mba|masterofbusinessadministration)$/, 'mba'],
  [/^(bca|bachelorofcomputerapplications)$/, 'bca'],
  [/^(mca|masterofcomputerapplications)$/, 'mca'],
  [/^(bba|bachelorofbusinessadministration)$/, 'bba'],
  [/^(bcom|bachelorofcommerce)$/, 'bcom'],
];

/** The kind of one degree's name as written ("B.Tech", "Bachelor of Engineering"); undefined for none. */
export function degreeKindOf(name: string): string | undefined {
  const compact = name.toLowerCase().replace(/[^a-z]+/g, '');
  return KINDS.find(([pattern]) => pattern.test(compact))?.[1];
}

/** The kind a question names ("a Bachelor of Technology degree in …", "a B.Tech in …"), if one. */
export function degreeKindNamedIn(label: string): string | undefined {
  const names =
    label.match(
      /\b(b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b\.?|m\.?\s?e\b\.?|b\.?\s?eng|m\.?\s?eng|mba|bca|mca|bba|b\.?\s?com|(bachelor|master)(?:'?s)? of (technology|engineering|business administration|computer applications|commerce))\b/gi,
    ) ?? [];
  const kinds = new Set(names.map(degreeKindOf).filter(Boolean));
  // Several kinds named ("B.Tech / B.E.") are alternatives, which the level reads (templates/education.ts).
  return kinds.size === 1 ? [...kinds][0] : undefined;
}
