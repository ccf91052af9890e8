// What only `rspack serve` uses: the dev server (same-origin proxy to the API, the shared dev
// session), hot module replacement with React Refresh, and no lazy compilation. Production builds
// take nothing from here.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8000';
/** Where a standalone page reads and shares the signed-in tokens (see `@app/shared/dev`). */
const DEV_SESSION_PATH = '/__dev/session';
const MAX_BODY_BYTES = 16 * 1024;

/**
 * The tokens of the one dev session every dev server shares, in the OS temp folder. One file per
 * API (its URL hashed): tokens of one API server mean nothing to another.
 */
function devSessionFile(apiTarget = API_TARGET) {
  const key = createHash('sha256').update(apiTarget).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), 'jobpilot-dev', `session-${key}.json`);
}

const emptySession = { access: null, refresh: null };

function readSession(file) {
  try {
    const { access, refresh } = JSON.parse(readFileSync(file, 'utf8'));
    return typeof access === 'string'
      ? { access, refresh: typeof refresh === 'string' ? refresh : null }
      : emptySession;
  } catch {
    return emptySession;
  }
}

/** Written whole then renamed, so a dev server never reads half a file written by another. */
function writeSession(file, session) {
  if (!session.access) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(session), { mode: 0o600 });
  renameSync(temporary, file);
}

const sendJson = (res, status, body) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
};

/**
 * `GET /__dev/session` answers the shared tokens (`{access, refresh}`, null when signed out);
 * `PUT` with a JSON body replaces them (null access: signed out). Only JSON is accepted, so another
 * site cannot write it without a CORS preflight, which this server never grants.
 */
function devSessionMiddleware(file = devSessionFile()) {
  return (req, res, next) => {
    if ((req.url ?? '').split('?')[0] !== DEV_SESSION_PATH) return next();
    if (req.method === 'GET') return sendJson(res, 200, readSession(file));
    if (req.method !== 'PUT') return sendJson(res, 405, { detail: 'Use GET or PUT.' });
    if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
      return sendJson(res, 415, { detail: 'Send the session as JSON.' });
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > MAX_BODY_BYTES) req.destroy();
    });
    req.on('end', () => {
      let session;
      try {
        const { access, refresh } = JSON.parse(body);
        const valid = (v) => v === null || (typeof v === 'string' && v.length > 0);
        if (!valid(access) || !valid(refresh ?? null)) throw new Error('not tokens');
        session = { access, refresh: refresh ?? null };
      } catch {
        return sendJson(res, 400, { detail: 'The session must be {"access": string|null, "refresh": string|null}.' });
      }
      writeSession(file, session);
      return sendJson(res, 200, readSession(file));
    });
  };
}

const LIVE_CONFIG_PATH = '/django/api/live/config/';

/**
 * `GET /django/api/live/config/` through the dev server: the API names its own origin (PUBLIC_URL)
 * for the live socket and its channel authorization, which from the dev server's origin would be a
 * cross-origin call the API refuses (no CORS). The answer is rewritten to this dev server's origin,
 * whose proxy forwards `/django/api` and the socket (`/app/`) to the API. Hosted Pusher keeps its
 * own socket host.
 */
function liveConfigMiddleware(apiTarget = API_TARGET) {
  return (req, res, next) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== LIVE_CONFIG_PATH) return next();
    const origin = `http://${req.headers.host}`;
    fetch(new URL(LIVE_CONFIG_PATH, apiTarget), { headers: { accept: 'application/json' } })
      .then(async (answer) => {
        const config = await answer.json();
        if (!answer.ok) return sendJson(res, answer.status, config);
        const here = new URL(origin);
        const local = config.cluster === 'local';
        return sendJson(res, 200, {
          ...config,
          authEndpoint: `${origin}${new URL(config.authEndpoint).pathname}`,
          ...(local ? { host: here.hostname, port: Number(here.port || 80), forceTLS: false } : {}),
        });
      })
      .catch((error) => sendJson(res, 502, { detail: `The API at ${apiTarget} did not answer: ${error.message}` }));
  };
}

/**
 * The `devServer` block. The API and its live socket go to `API_URL` through a same-origin proxy
 * (no CORS, as in production), and so do `/remotes.json` and `/remotes/`: the API server serves the
 * built remotes, which the shell and a remote that composes another (searches → settings) load.
 */
function devServerConfig() {
  return {
    host: process.env.HOST ?? '127.0.0.1',
    port: Number(process.env.PORT ?? 0) || 'auto',
    historyApiFallback: true,
    // Edits apply in place (React Refresh keeps component state); a full reload only when an
    // edit cannot be hot-applied.
    hot: true,
    liveReload: true,
    proxy: [{ context: ['/django/api', '/app/', '/remotes'], target: API_TARGET, changeOrigin: true, ws: true }],
    setupMiddlewares(middlewares) {
      // After the dev server's host checks, before the compiled files.
      const at = middlewares.findIndex((m) => m.name === '@rspack/dev-middleware');
      middlewares.splice(
        at < 0 ? 0 : at,
        0,
        { name: 'jobpilot-dev-session', middleware: devSessionMiddleware() },
        { name: 'jobpilot-live-config', middleware: liveConfigMiddleware() },
      );
      return middlewares;
    },
  };
}

/**
 * Config options for development only. `rspack serve` turns lazy compilation on by default: the
 * first visit of a page then compiled it and the live reload that followed lost what the page held
 * (the auth remote's first sign-in). Everything is compiled up front instead.
 */
function devOnlyOptions(isDev) {
  return isDev ? { lazyCompilation: false } : {};
}

/** React Refresh for `rspack serve` (the swc rule adds the refresh transform in development). */
function devPlugins(isDev) {
  if (!isDev) return [];
  // Loaded only here: an ES module, which production builds (and jest) need not load.
  const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
  return [new ReactRefreshRspackPlugin()];
}

module.exports = { devServerConfig, devOnlyOptions, devPlugins, devSessionMiddleware };
