import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** A page generated per request, compressed as the built files are (brotli or gzip, when accepted). */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliCompressSync(text));
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
      // The page names the files of the path's remote, so the browser fetches them at once.
      if (remotesConfig) return reply.sendFile('index.html');
      const page = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
      const preloads = routePreloads(generated(), pathname, remotesDir, { html: page, dist: shellDist });
      if (!preloads) return reply.sendFile('index.html');
      const html = page.replace('</head>', `${preloads}</head>`);
      return sendCompressed(request, reply.header('cache-control', 'no-store').type('text/html; charset=utf-8'), html);
    },
  });
});
