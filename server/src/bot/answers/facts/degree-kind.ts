import type { Level } from '../templates/education';

/**
 * The kinds of degree, beyond their level: "B.Tech" and "Bachelor of Technology" are one kind,
 * "B.E." another of the same level. Forms ask for some by name (Indian engineering and management
 * degrees); "BS"/"MS"/"BA"/"MA" are written loosely for their whole level (BROAD_KINDS).
 */
/** The level of each kind of degree degreeKinds names. */
export const KIND_LEVEL: Record<string, Level> = {
  btech: 'bachelor',
  be: 'bachelor',
  bsc: 'bachelor',
  ba: 'bachelor',
  bcom: 'bachelor',
  bba: 'bachelor',
  bca: 'bachelor',
  mtech: 'master',
  me: 'master',
  msc: 'master',
  ma: 'master',
  mba: 'master',
  mca: 'master',
};

/** Kinds whose names are used loosely for their whole level ("a BS or equivalent"). */
export const BROAD_KINDS = new Set(['bsc', 'ba', 'msc', 'ma']);

/** The kinds of degree a text names by their short names ("B.Tech/B.E." → btech, be); none for "Bachelor's". */
export function degreeKinds(text: string): string[] {
  const t = text
    .toLowerCase()
    .replace(/bachelor of (technology|engineering)/g, 'b$1')
    .replace(/master of (technology|engineering)/g, 'm$1');
  const kinds: Array<[RegExp, string]> = [
    [/\bb\.?\s?tech\b|\bbtechnology\b/, 'btech'],
    [/\bb\.?\s?e\b\.?|\bb\.?\s?eng\b|\bbengineering\b/, 'be'],
    [/\bb\.?\s?sc\b|\bbachelor of science\b|\bb\.?s\b/, 'bsc'],
    [/\bb\.?\s?a\b|\bbachelor of arts\b/, 'ba'],
    [/\bb\.?\s?com\b|\bbachelor of commerce\b/, 'bcom'],
    [/\bbba\b/, 'bba'],
    [/\bm\.?\s?tech\b|\bmtechnology\b/, 'mtech'],
    [/\bm\.?\s?e\b\.?|\bm\.?\s?eng\b|\bmengineering\b/, 'me'],
    [/\bm\.?\s?sc\b|\bmaster of science\b|\bm\.?s\b/, 'msc'],
    [/\bm\.?\s?a\b|\bmaster of arts\b/, 'ma'],
    [/\bmba\b|\bmaster of business administration\b/, 'mba'],
    [/\bbca\b|\bbachelor of computer applications?\b/, 'bca'],
    [/\bmca\b|\bmaster of computer applications?\b/, 'mca'],
  ];
  return kinds.filter(([pattern]) => pattern.test(t)).map(([, kind]) => kind);
}

/** The one narrow kind of one degree's name as written ("B.Tech", "Bachelor of Engineering"); undefined for none. */
export function degreeKindOf(name: string): string | undefined {
  return narrowKind(name);
}

/** The kind a question names ("a Bachelor of Technology degree in …", "a B.Tech in …"), if one. */
export function degreeKindNamedIn(label: string): string | undefined {
  // Several kinds named ("B.Tech / B.E.") are alternatives, which the level reads (templates/education.ts).
  return narrowKind(label);
}

/** The kind a text names when it names exactly one that is not a whole level's loose name. */
function narrowKind(text: string): string | undefined {
  const kinds = degreeKinds(text).filter((kind) => !BROAD_KINDS.has(kind));
  return kinds.length === 1 ? kinds[0] : undefined;
}
