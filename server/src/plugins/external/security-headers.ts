import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response (API, static files, 404s, errors): a Content-Security-Policy
 * allowing this server's own origin, the remotes' origins and the live socket; no framing; nosniff;
 * no Referer. Registered before every route, so helmet's onRequest hook runs for all of them.
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const remoteOrigins = remotesOrigins(app);
  // PUBLIC_URL may be settled only once listening (PORT=0), so the live origins are read per request.
  const liveOrigins = () => {
    const origin = new URL(app.config.publicUrl);
    const socket = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
    return [origin.origin, socket, ...pusherOrigins(app)];
  };
  const dynamic = (list: () => string[]) => (_request: IncomingMessage) => list().join(' ');

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      // Defaults off: helmet's upgrade-insecure-requests would break plain-http deployments.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Module Federation loads remote entries and chunks as scripts from each remote's origin.
        scriptSrc: ["'self'", ...remoteOrigins],
        // styled-components (every app and remote) and Swagger UI inject <style> elements and
        // style attributes at run time; without a nonce threaded through each federated remote
        // they need 'unsafe-inline' for styles. Scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        // The API, the mf-manifest.json fetches, and pusher-js's websocket.
        connectSrc: ["'self'", ...remoteOrigins, dynamic(liveOrigins)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Older browsers that ignore frame-ancestors.
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The dev servers (other ports of the same host) load the built remotes from this server.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // HSTS only means something when browsers reach us over https.
    hsts: app.config.publicUrl.startsWith('https:') ? { maxAge: 15552000, includeSubDomains: false } : false,
  });
});

/**
 * Origins of the remotes an operator's REMOTES_CONFIG points at (a CDN, say); the generated
 * remotes.json lists this server's own paths only. Read once at start: a changed file needs a
 * restart for its new origins to be allowed.
 */
function remotesOrigins(app: FastifyInstance): string[] {
  const file = app.config.remotesConfig;
  if (!file || !existsSync(file)) return [];
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const origins = new Set<string>();
    for (const value of Object.values(entries)) {
      // An entry URL, or `{ entry, version, routes }`.
      const entry = typeof value === 'string' ? value : (value as { entry?: unknown } | null)?.entry;
      if (typeof entry !== 'string' || !/^https?:\/\//i.test(entry)) continue;
      origins.add(new URL(entry).origin);
    }
    return [...origins];
  } catch (error) {
    app.log.warn({ err: (error as Error).message, file }, 'REMOTES_CONFIG could not be read for the CSP');
    return [];
  }
}

/** Hosted Pusher (or a Pusher-compatible server) when PUSHER_* is set: its socket's origin. */
function pusherOrigins(app: FastifyInstance): string[] {
  const pusher = app.config.pusher;
  if (!pusher) return [];
  const port = pusher.port ?? 443;
  const host = pusher.host ?? `ws-${pusher.cluster}.pusher.com`;
  return port === 443 ? [`wss://${host}`] : [`ws://${host}:${port}`];
}
