import { createHash } from 'node:crypto';

/**
 * The SDUI pages' own class names: build hashes even without the restyle switch, as LinkedIn's
 * server-driven pages ship them (stable per name within a build, meaningless to a reader).
 */
export function sduiClass(...names: string[]): string {
  return names
    .map((name) => {
      const hex = createHash('sha1').update(`sdui:${name}`).digest('hex').slice(0, 8);
      return /^\d/.test(hex) ? `_${hex}` : hex;
    })
    .join(' ');
}

/** A React useId-style id ("«R1a2b3»"), different per render, as the 2026 pages have them. */
export function reactId(): string {
  return `«R${Math.random().toString(36).slice(2, 9)}»`;
}
