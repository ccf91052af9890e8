import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageDataScript, REMOTE_ENTRY_ATTRIBUTE, REMOTE_MANIFEST_ATTRIBUTE } from '@app/shared/page-data';
import { compareVersions } from '@app/shared/semver';

/** What remotes.json says of one remote (see static-web.ts). */
interface RemoteListing {
  entry: string;
  routes?: unknown;
}

interface Assets {
  assets?: { js?: { sync?: string[] } };
}

/**
 * The part of a build's mf-manifest.json (packages/web-build's RemoteManifestPlugin) naming files:
 * a remote's entry, its `./routes` module's chunks, each route's page chunks and the shared
 * modules the page needs, and in any build (the shell's too) the files of its copy of each shared module.
 */
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: ({ path?: string } & Assets)[];
  /** `start`: the route's entry, route table and page chunks joined in one file (RouteAssetsPlugin). */
  routes?: ({ path?: string; shared?: string[]; start?: string } & Assets)[];
  shared?: ({ name?: string; version?: string } & Assets)[];
}

const syncFiles = (item: Assets | undefined) => item?.assets?.js?.sync ?? [];

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * The URLs of the copy of shared module `name` that will run: the newest version provided, the
 * shell's on a tie (the share scope keeps the copy loaded first, and orders the rest by app name,
 * where `shell` comes after every remote's `<name>@<version>`).
 */
function sharedCopyUrls(name: string, shell: Manifest | undefined, remote: Manifest, remoteBase: string): string[] {
  const own = remote.shared?.find((s) => s.name === name);
  const shells = shell?.shared?.find((s) => s.name === name);
  if (shells && syncFiles(shells).length && (!own || compareVersions(shells.version, own.version) >= 0)) {
    return syncFiles(shells).map((file) => `/${file}`);
  }
  return syncFiles(own).map((file) => `${remoteBase}${file}`);
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
 * `urls` largest file first: on a slow link, the page waits for the last of them, and a long
 * download begun first overlaps the round trips of the small ones (`pnpm bench web`, throttled).
 */
function bySizeDescending(urls: string[], fileOf: (url: string) => string): string[] {
  const size = (url: string) => {
    try {
      return statSync(fileOf(url)).size;
    } catch {
      return 0;
    }
  };
  const sizes = new Map(urls.map((url) => [url, size(url)]));
  return [...urls].sort((a, b) => sizes.get(b)! - sizes.get(a)!);
}

/** Where the shell's build is: its page (with the start-up preloads) and its mf-manifest.json. */
export interface ShellBuild {
  html: string;
  dist: string;
}

/**
 * What the shell's index.html needs for the remote owning `pathname`: its manifest, in the page as
 * a data block (page-data.ts in @app/shared: the start-up reads it without a request), its entry
 * and route table, then the route's page chunks (the remote's own files, as deferred scripts: see
 * below) and `<link rel="preload">` tags for the copies of the shared modules they need (the
 * shell's, from its mf-manifest.json, or the remote's own) — which the browser would otherwise ask
 * for one step after the other: the page once the
 * route table has run, the shared modules once the page's chunks are asked for (`pnpm bench web`:
 * round trips on a cold load). The entry and route table first (they run first), then the rest
 * largest first (or, when the build joined the remote's own files in the route's start file, that
 * one script); files the page already loads or preloads are not named again. Only for a remote
 * served here (`/remotes/<name>/<version>/`, files under `remotesDir`); none when no remote owns
 * the path or its manifest cannot be read. The route's guard is not known here (the session is in
 * the browser): a signed-out visit to a signed-in page preloads a remote it will not show.
 */
export function routePreloads(
  remotes: Record<string, RemoteListing>,
  pathname: string,
  remotesDir: string,
  shell: ShellBuild,
): string {
  const owner = Object.entries(remotes).find(([, listing]) => ownsPath(listing.routes, pathname));
  if (!owner) return '';
  const [name, { entry }] = owner;
  const served = new RegExp(`^/remotes/${name}/([^/]+)/mf-manifest\\.json$`).exec(entry);
  if (!served) return '';
  const manifest = readManifest(path.join(remotesDir, name, 'dist', served[1]!, 'mf-manifest.json'));
  if (!manifest) return '';
  const base = entry.slice(0, -'mf-manifest.json'.length);
  const remoteEntry = manifest.metaData?.remoteEntry;
  const page = manifest.routes?.find((route) => typeof route.path === 'string' && routeMatches(route.path, pathname));
  const shellManifest = page?.shared?.length ? readManifest(path.join(shell.dist, 'mf-manifest.json')) : undefined;
  const release = path.join(remotesDir, name, 'dist', served[1]!);
  const first = [
    ...(remoteEntry?.name ? [path.posix.join(remoteEntry.path ?? '', remoteEntry.name)] : []),
    ...syncFiles(manifest.exposes?.find((expose) => expose.path === './routes')),
  ].map((file) => `${base}${file}`);
  const rest = [
    ...syncFiles(page).map((file) => `${base}${file}`),
    ...(page?.shared ?? []).flatMap((module) => sharedCopyUrls(module, shellManifest, manifest, base)),
  ];
  const fileOf = (url: string) =>
    url.startsWith(base) ? path.join(release, url.slice(base.length)) : path.join(shell.dist, url);
  const urls = [...new Set([...first, ...bySizeDescending(rest, fileOf)])].filter(
    (url) => !shell.html.includes(`href="${url}"`) && !shell.html.includes(`src="${url}"`),
  );
  // The remote's own files run as the page's deferred scripts, in order after the shell's first
  // chunk (which provides the federation runtime they use): the entry defines the remote's container
  // and each chunk registers its modules, none of which runs until the runtime asks for it — after
  // the shell's version check on the manifest. The runtime then finds the container and the chunks
  // loaded, with no script to add and wait for one after the other (`pnpm bench web`, /login).
  const ownFiles = new Set([...first, ...syncFiles(page).map((file) => `${base}${file}`)]);
  const data = pageDataScript({ [REMOTE_MANIFEST_ATTRIBUTE]: entry }, manifest);
  const preload = (url: string) => `<link rel="preload" href="${url}" as="script">`;
  // A build that joined the remote's own files (the route's start file, RouteAssetsPlugin) gets one
  // script for them all, marked with the entry it runs: one response instead of three or four
  // (`pnpm bench web`, /login).
  const entryUrl = remoteEntry?.name ? first[0] : undefined;
  if (page?.start && entryUrl) {
    const start = `<script defer src="${base}${page.start}" ${REMOTE_ENTRY_ATTRIBUTE}="${entryUrl}"></script>`;
    return [data, start, ...urls.filter((url) => !ownFiles.has(url)).map(preload)].join('');
  }
  return [data, ...urls.map((url) => (ownFiles.has(url) ? `<script defer src="${url}"></script>` : preload(url)))].join(
    '',
  );
}
