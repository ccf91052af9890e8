// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** Search terms travel joined by this separator (product §9). */
export const SEARCH_TERM_SEPARATOR = ';';

/**
 * Splits the stored string into the terms the user typed. A term repeated in another case is one
 * term (LinkedIn's search ignores case), kept as first spelled.
 */
export function splitSearchTerms(joined: string): string[] {
  const seen = new Set<string>();
  return joined
    .split(SEARCH_TERM_SEPARATOR)
    .map((term) => term.trim())
    .filter((term) => {
      const key = term.toLocaleLowerCase();
      if (term === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** `" a ; ;b;A "` → `"a;b"`: the one spelling stored, so the edit lock compares like with like. */
export function normaliseSearchTerms(joined: string): string {
  return splitSearchTerms(joined).join(SEARCH_TERM_SEPARATOR);
}
