// Release versions compared, for the server's choice of the newest build of a remote
// (route-preloads.ts). Ranges are the federation runtime's business (its `satisfy`).

type Version = [number, number, number];

/** The release numbers of a version (`1.3.0-dev.1` → 1, 3, 0); undefined for what is not one. */
function parse(text: string): Version | undefined {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function compare(a: Version, b: Version): number {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * Negative, 0 or positive as version `a` is older than, as new as or newer than `b`, by release
 * numbers (a pre-release tag is ignored); what is not a version counts as older than any.
 */
export function compareVersions(a: string | undefined, b: string | undefined): number {
  const [x, y] = [parse(a ?? ''), parse(b ?? '')];
  if (!x || !y) return (x ? 1 : 0) - (y ? 1 : 0);
  return compare(x, y);
}
