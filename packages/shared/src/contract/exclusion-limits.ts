// Plain values, no zod: the search's form and the Profile section show the limits in their help.

/** How many names a list of exclusions may hold, and how long each may be (product §4.11). */
export const EXCLUSION_LIMITS = { items: 100, length: 100 } as const;

/** Why a list of exclusions was refused, in the words the user reads under the field. */
export const exclusionMessages = {
  tooMany: `Keep the list to ${EXCLUSION_LIMITS.items} names or fewer.`,
  tooLong: `Keep each name to ${EXCLUSION_LIMITS.length} characters or fewer.`,
  blank: 'Leave out empty names.',
  notText: 'Each name must be text.',
} as const;

/**
 * The list as it is stored: each name trimmed, a name repeated in another case kept once, as first
 * spelled — "Acme" and "acme" exclude the same postings.
 */
export function uniqueExclusions(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
