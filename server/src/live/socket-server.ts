import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { WebSocketServer } from 'ws';
import type { SessionChange, SessionRef } from '@/sessions/session-state';
import { LiveConnection, type ConnectionSettings, type SessionGate } from './socket/connection';
import { CloseCode, ErrorCode, PROTOCOL_VERSION, errorFrame } from './socket/protocol';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Pusher-protocol websocket server at /app/{key} (its settings are adjustable for tests). */
    liveSockets: LiveSocketServer;
  }
}

interface LiveSocketServer {
  readonly settings: ConnectionSettings;
  /** Open connections on this instance. */
  readonly size: number;
}

const APP_PATH = /^\/app\/([^/]+)\/?$/;
/** Why a socket is closed when the session that authorised it ends (pusher-js reconnects and asks anew). */
const SESSION_ENDED = 'Session ended';
/** How long clients get to answer the closing handshake at shutdown before they are cut. */
const SHUTDOWN_GRACE_MS = 1000;

/**
 * Pusher protocol 7 on the API's own HTTP server: `ws` in noServer mode takes over the upgrade of
 * /app/{key}; every other upgrade is refused. Sockets register in app.liveHub.
 */
export default fp(async function socketServer(app) {
  const { key, secret } = app.config.live;
  const settings: ConnectionSettings = { activityTimeoutSeconds: 120, pongTimeoutSeconds: 30 };
  const connections = new Set<LiveConnection>();
  // No per-message deflate: it costs tens of KB per socket, and our frames are small.
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: 64 * 1024,
  });
  let closing = false;

  // The connections bound to each user's sessions, so a session's end closes them at once.
  const byUser = new Map<number, Set<LiveConnection>>();
  const sessions: SessionGate = {
    check: (ref) => app.sessions.state.check(ref),
    bind(connection, ref) {
      let bound = byUser.get(ref.userId);
      if (!bound) byUser.set(ref.userId, (bound = new Set()));
      bound.add(connection);
    },
  };
  const unbind = (connection: LiveConnection) => {
    for (const { userId } of connection.sessions) {
      const bound = byUser.get(userId);
      bound?.delete(connection);
      if (bound?.size === 0) byUser.delete(userId);
    }
  };
  const endedBy = (change: SessionChange) => (ref: SessionRef) =>
    change.kind === 'gone' ||
    (change.kind === 'version' && ref.sv < change.sessionVersion) ||
    (change.kind === 'ended' && ref.sid === change.sid);
  const closeEnded = (connection: LiveConnection) => connection.close(CloseCode.reconnect, SESSION_ENDED);
  app.sessions.state.onChange((change) => {
    const ended = endedBy(change);
    for (const connection of byUser.get(change.userId) ?? []) {
      if (connection.sessions.some((ref) => ref.userId === change.userId && ended(ref))) closeEnded(connection);
    }
  });
  // After changes may have been missed (Redis was away), every bound connection is checked again.
  app.sessions.onReloaded(() => {
    for (const bound of byUser.values()) {
      for (const connection of bound) {
        void Promise.all(connection.sessions.map((ref) => app.sessions.state.check(ref))).then(
          (verdicts) => verdicts.some((verdict) => verdict !== 'live') && closeEnded(connection),
          () => undefined,
        );
      }
    }
  });

  app.decorate('liveSockets', {
    settings,
    get size() {
      return connections.size;
    },
  } satisfies LiveSocketServer);

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match || closing) {
      socket.end(
        closing
          ? 'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n'
          : 'HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n',
      );
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // Refusals go over the socket, as Pusher does, so the client reads the code and stops.
      if (decodeURIComponent(match[1]!) !== key) {
        ws.send(errorFrame(ErrorCode.appNotFound, `App key ${match[1]} does not exist on this server`));
        ws.close(CloseCode.appNotFound, 'App does not exist');
        return;
      }
      const protocol = url.searchParams.get('protocol');
      if (protocol !== null && !(Number(protocol) >= 5 && Number(protocol) <= PROTOCOL_VERSION)) {
        ws.send(errorFrame(CloseCode.unsupportedProtocol, `Unsupported protocol version ${protocol}`));
        ws.close(CloseCode.unsupportedProtocol, 'Unsupported protocol version');
        return;
      }
      const connection = new LiveConnection(ws, {
        key,
        secret,
        hub: app.liveHub,
        settings,
        sessions,
        onClose: (closed) => {
          connections.delete(closed);
          unbind(closed);
        },
      });
      connections.add(connection);
    });
  }

  app.server.on('upgrade', onUpgrade);

  // preClose runs before the HTTP server stops listening and waits for its sockets: close ours
  // first, with "reconnect now", so clients come back as soon as the next instance listens.
  app.addHook('preClose', async () => {
    closing = true;
    app.server.off('upgrade', onUpgrade);
    if (connections.size === 0) return;
    const allClosed = new Promise<void>((resolve) => {
      const finish = () => {
        clearInterval(check);
        clearTimeout(deadline);
        resolve();
      };
      const check = setInterval(() => connections.size === 0 && finish(), 10);
      const deadline = setTimeout(() => {
        for (const connection of connections) connection.terminate();
        finish();
      }, SHUTDOWN_GRACE_MS);
    });
    for (const connection of connections) connection.close(CloseCode.reconnect, 'Server restarting');
    await allClosed;
    wss.close();
  });
});
