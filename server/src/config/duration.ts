const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** Reads "300", "300s", "5m", "12h" or "1d" as seconds; undefined when it is none of those. */
export function parseDurationSeconds(value: string): number | undefined {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1]) * (UNITS[(match[2] || 's').toLowerCase()] ?? 1);
  return seconds > 0 ? seconds : undefined;
}
