/**
 * A count with its noun in the right number: `plural(1, 'job')` → "1 job", `plural(3, 'job')` →
 * "3 jobs". English only; `many` for nouns whose plural is not the singular plus "s".
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
