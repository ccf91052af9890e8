// The version ranges the builds write for shared singletons (shared-versions.cjs takes them from
// package.json): `^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3`, `1.x`, `*`, and `||` of those. Enough to
// compare a remote's needs with what runs before any of its code does; the bundler's sharing
// runtime checks again when a module is consumed.

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

/** One comparator set (space-separated, all must hold), e.g. `^19.3.1` or `>=1.2.0 <2.0.0`. */
function satisfiesAll(version: Version, range: string): boolean {
  return range
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => satisfiesOne(version, part));
}

function satisfiesOne(version: Version, part: string): boolean {
  if (part === '*' || part === 'x' || part === '') return true;
  const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(part)!;
  const [, operator = '=', rest = ''] = op;
  // Partial versions: `1` and `1.x` mean any 1.y.z; `1.2` and `1.2.x` any 1.2.z.
  const pieces = rest.replace(/^v/, '').split('.');
  const wild = pieces.findIndex((p) => p === 'x' || p === 'X' || p === '*');
  const given = wild < 0 ? pieces.length : wild;
  if (given < 3 && (operator === '=' || operator === '^' || operator === '~')) {
    const prefix = pieces.slice(0, given).map(Number);
    if (prefix.some(Number.isNaN)) return false;
    return prefix.every((n, i) => version[i] === n);
  }
  const target = parse(pieces.slice(0, 3).join('.'));
  if (!target) return false;
  const order = compare(version, target);
  switch (operator) {
    case '^': {
      if (order < 0) return false;
      // The left-most non-zero part may not change.
      const fixed = target[0] !== 0 ? 1 : target[1] !== 0 ? 2 : 3;
      return version.slice(0, fixed).every((n, i) => n === target[i]);
    }
    case '~':
      return order >= 0 && version[0] === target[0] && version[1] === target[1];
    case '>=':
      return order >= 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/**
 * Whether `version` meets `range`. A pre-release (`1.3.0-dev.1`) meets a range by its release
 * numbers, so a local build of a remote is not refused by the shell it is tried with.
 */
export function satisfies(version: string, range: string): boolean {
  const parsed = parse(version);
  if (!parsed) return false;
  return range.split('||').some((set) => satisfiesAll(parsed, set.trim()));
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
