import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';

/** Paths the browser apps never own: unknown ones keep the API's JSON 404. */
const NOT_WEB = /^\/(django\/api|app|apps|docs|health)(\/|$)/;
/** Rspack names long-lived files `[name].[contenthash:8].js`: those may be cached for good. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.gz|\.br)?$/;

/**
 * Hashed files for good; the page itself never stored (product §4.1: Back after a logout must not
 * show a signed-in page from the browser's cache, bfcache included); the rest revalidated.
 */
function cacheControl(filePath: string): string {
  if (HASHED.test(filePath)) return 'public, max-age=31536000, immutable';
  return /\.html(\.gz|\.br)?$/.test(filePath) ? 'no-store' : 'no-cache';
}

/**
 * Serves the built browser apps: the shell at `/` (its index.html for every non-file, non-API GET,
 * so deep links work), each remote at `/remotes/<name>/`, and `/remotes.json` telling the shell
 * where each remote's mf-manifest.json is and which routes it has. Precompressed `.br` / `.gz` files written by the build are
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
  // can route, guard and name them before the remote loads. The last list read is kept when the
  // remote's files go missing: its routes then show the remote's fallback, not "not found".
  const knownRoutes = new Map<string, unknown>();
  const generated = () =>
    Object.fromEntries(
      remoteNames.map((name) => {
        const entry = `/remotes/${name}/mf-manifest.json`;
        try {
          knownRoutes.set(name, JSON.parse(readFileSync(path.join(remotesDir, name, 'dist', 'routes.json'), 'utf8')));
        } catch {
          // Not built, no pages, or gone for now: keep what was read before.
        }
        const routes = knownRoutes.get(name);
        return [name, routes ? { entry, routes } : entry];
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
      return reply.sendFile('index.html');
    },
  });
});
