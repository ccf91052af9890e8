import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What remotes.json says of one remote (see static-web.ts). */
interface RemoteListing {
  entry: string;
  routes?: unknown;
}

/** The part of a remote's mf-manifest.json naming the files its `./routes` module needs first. */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * Whether a route path of a remote's routes.json (`/job-search/:id`, `/x/*`) matches `pathname`:
 * the rule the shell applies to the same list (shell/src/federation/route-matches.ts).
 */
function routeMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.at(-1) === '*') return want.slice(0, -1).every((part, i) => part.startsWith(':') || part === have[i]);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

const ownsPath = (routes: unknown, pathname: string) =>
  Array.isArray(routes) &&
  routes.some((route: { path?: unknown }) => typeof route?.path === 'string' && routeMatches(route.path, pathname));

/**
 * `<link rel="preload">` tags for the remote owning `pathname`, for the shell's index.html: its
 * manifest, entry and route table, which the shell otherwise asks for one after the other once
 * its own first chunk and remotes.json have arrived (`pnpm bench web`: round trips on a cold load).
 * Only for a remote served here (`/remotes/<name>/<version>/`, files under `remotesDir`); none when
 * no remote owns the path or its manifest cannot be read. The route's guard is not known here
 * (the session is in the browser): a signed-out visit to a signed-in page preloads a remote it
 * will not show.
 */
export function routePreloads(remotes: Record<string, RemoteListing>, pathname: string, remotesDir: string): string {
  const owner = Object.entries(remotes).find(([, listing]) => ownsPath(listing.routes, pathname));
  if (!owner) return '';
  const [name, { entry }] = owner;
  const served = new RegExp(`^/remotes/${name}/([^/]+)/mf-manifest\\.json$`).exec(entry);
  if (!served) return '';
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(remotesDir, name, 'dist', served[1]!, 'mf-manifest.json'), 'utf8'));
  } catch {
    return '';
  }
  const base = entry.slice(0, -'mf-manifest.json'.length);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(remoteEntry?.name ? [path.posix.join(remoteEntry.path ?? '', remoteEntry.name)] : []),
    ...(manifest.exposes?.find((expose) => expose.path === './routes')?.assets?.js?.sync ?? []),
  ];
  return [
    `<link rel="preload" href="${entry}" as="fetch" crossorigin>`,
    ...scripts.map((file) => `<link rel="preload" href="${base}${file}" as="script">`),
  ].join('');
}
