import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageDataScript, REMOTES_CONFIG_ID } from '@app/shared/page-data';
import { currentVersion } from './remote-releases';
import { routePreloads } from './route-preloads';

/** Paths the browser apps never own: unknown ones keep the API's JSON 404. */
const NOT_WEB = /^\/(django\/api|app|apps|docs|health)(\/|$)/;
/** Rspack names long-lived files `[name].[contenthash:8].js`: those may be cached for good. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.gz|\.br)?$/;
/** Everything in a remote's release folder (`remotes/<name>/dist/<version>/…`): never rewritten. */
const RELEASED = /[\\/]remotes[\\/][^\\/]+[\\/]dist[\\/][^\\/.][^\\/]*[\\/]/;

/**
 * Hashed files for good; the page itself never stored (product §4.1: Back after a logout must not
 * show a signed-in page from the browser's cache, bfcache included); the rest revalidated.
 */
function cacheControl(filePath: string): string {
  if (HASHED.test(filePath) || RELEASED.test(filePath)) return 'public, max-age=31536000, immutable';
  return /\.html(\.gz|\.br)?$/.test(filePath) ? 'no-store' : 'no-cache';
}

/** index.html's preload of /remotes.json (startup-preload-plugin.cjs in @app/web-build). */
const CONFIG_PRELOAD = /<link rel="preload" href="\/remotes\.json"[^>]*>/;

/**
 * A page generated per request, compressed like the built files (brotli or gzip, when accepted).
 * Brotli at quality 5: its default, 11, took ~4 ms of the server's time per page (a 5 KB page), ahead
 * of everything the browser then asks for; 5 takes ~0.1 ms for a few bytes more.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(text));
  return reply.send(text);
}

/**
 * Serves the built browser apps: the shell at `/` (its index.html for every non-file, non-API GET,
 * so deep links work), each built version of each remote at `/remotes/<name>/<version>/` (every
 * version stays served, so open tabs keep working on the one they loaded), and `/remotes.json`
 * telling the shell which version of each remote to load (the newest build, or the one in
 * `remotes/<name>/dist/pinned-version`), where its mf-manifest.json is and which routes it has. Precompressed `.br` / `.gz` files written by the build are
 * sent to browsers that accept brotli / gzip. `config.webDir` is the folder holding `shell/dist` and
 * `remotes/<name>/dist` (the repository by default, WEB_DIR to change it); `config.remotesConfig`
 * (REMOTES_CONFIG) names a JSON file an operator edits to point remotes elsewhere (e.g. a CDN).
 */
export default fp(async function staticWeb(app) {
  const { webDir, remotesConfig } = app.config;
  if (!webDir) return;
  const shellDist = path.join(webDir, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    app.log.warn({ shellDist }, 'the browser apps are not built: only the API is served (pnpm start builds them)');
    return;
  }
  const remotesDir = path.join(webDir, 'remotes');
  // A remote is a folder under remotes/: listed even while its files are missing, so the shell
  // shows that remote's fallback rather than forgetting the route's owner.
  const remoteNames = existsSync(remotesDir)
    ? readdirSync(remotesDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name))
        .map((entry) => entry.name)
    : [];
  // A remote with pages lists them too (its build's routes.json: path, guard, title), so the shell
  // can route, guard and name them before the remote loads. The last version and list read are kept
  // when the remote's files go missing: its routes then show the remote's fallback, not "not found".
  const known = new Map<string, { version?: string; routes?: unknown }>();
  const generated = () =>
    Object.fromEntries(
      remoteNames.map((name) => {
        const dist = path.join(remotesDir, name, 'dist');
        const last = known.get(name) ?? {};
        const version = currentVersion(dist) ?? last.version;
        let routes = version === last.version ? last.routes : undefined;
        try {
          if (version) routes = JSON.parse(readFileSync(path.join(dist, version, 'routes.json'), 'utf8'));
        } catch {
          // No pages, or gone for now: keep what was read before.
        }
        known.set(name, { version, routes });
        const entry = `/remotes/${name}/${version ?? 'unbuilt'}/mf-manifest.json`;
        return [name, { entry, ...(version && { version }), ...(routes !== undefined && { routes }) }];
      }),
    );
  generated();

  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControl(filePath));
    },
  });

  /** The operator's REMOTES_CONFIG as JSON; undefined when it does not parse (the shell's fetch then fails as it would). */
  const operatorConfig = (): unknown => {
    try {
      return JSON.parse(readFileSync(remotesConfig!, 'utf8'));
    } catch {
      return undefined;
    }
  };

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    if (remotesConfig) return reply.type('application/json').send(readFileSync(remotesConfig, 'utf8'));
    return generated();
  });

  app.route<{ Params: { name: string; '*': string } }>({
    method: ['GET', 'HEAD'],
    url: '/remotes/:name/*',
    schema: { hide: true },
    handler: (request, reply) => {
      const { name, '*': file } = request.params;
      if (!remoteNames.includes(name) || !file) return reply.callNotFound();
      return reply.sendFile(file, path.join(remotesDir, name, 'dist'));
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: (request, reply) => {
      // Fastify has already answered 400 to a malformed %-escape.
      const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
      if (NOT_WEB.test(pathname) || pathname.startsWith('/remotes/')) return reply.callNotFound();
      // A path naming a file is that file or a 404; any other path is a client-side route.
      if (/\.[a-z0-9]+$/i.test(pathname)) return reply.sendFile(pathname.slice(1));
      // The page holds remotes.json in place of its preload, and names the files of the path's
      // remote (its manifest inline), so the start-up reads them at once and the browser fetches
      // the rest with the shell's first chunk (route-preloads.ts).
      const page = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
      const listing = remotesConfig ? undefined : generated();
      const config = listing ?? operatorConfig();
      const preloads = listing ? routePreloads(listing, pathname, remotesDir, { html: page, dist: shellDist }) : '';
      const html = page
        .replace(CONFIG_PRELOAD, (link) =>
          config === undefined ? link : pageDataScript({ id: REMOTES_CONFIG_ID }, config),
        )
        .replace('</head>', () => `${preloads}</head>`);
      if (html === page) return reply.sendFile('index.html');
      return sendCompressed(request, reply.header('cache-control', 'no-store').type('text/html; charset=utf-8'), html);
    },
  });
});
