import type { RawData, WebSocket } from 'ws';
import type { SessionRef, SessionVerdict } from '@/sessions/session-state';
import type { ChannelHub, LiveSocket } from '../channel-hub';
import { userIdOfChannel } from '../publish/deliver-here';
import { readSocketSessionData } from '../session/socket-session';
import { boundChannelAuthSignature, channelAuthSignature, safeEqual } from '../signature';
import { channelKind, isValidChannelName } from './channel-name';
import { newSocketId } from './socket-id';
import { CloseCode, ErrorCode, errorFrame, frame, subscriptionErrorFrame } from './protocol';

export interface ConnectionSettings {
  /** Seconds without a message before the server pings (and what the handshake tells the client). */
  activityTimeoutSeconds: number;
  /** Seconds the client has to answer that ping before it is closed with 4201. */
  pongTimeoutSeconds: number;
}

/** The sessions that authorise subscriptions to users' channels (see socket-server). */
export interface SessionGate {
  check(ref: SessionRef): Promise<SessionVerdict>;
  /** From now on the connection is closed when this session ends. */
  bind(connection: LiveConnection, ref: SessionRef): void;
}

export interface ConnectionContext {
  key: string;
  secret: string;
  hub: ChannelHub;
  settings: ConnectionSettings;
  sessions: SessionGate;
  onClose(connection: LiveConnection): void;
}

/** Enough for any real client; stops one socket from pinning memory in the hub. */
export const MAX_CHANNELS_PER_CONNECTION = 100;
/** A client this far behind on reading is not coming back; dropping it protects the server. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** One client speaking Pusher protocol 7: handshake, subscriptions, ping/pong, idle close. */
export class LiveConnection implements LiveSocket {
  readonly socketId = newSocketId();
  readonly channels = new Set<string>();
  /** The sessions whose tokens signed this connection's subscriptions to users' channels. */
  readonly sessions: SessionRef[] = [];
  private timer: NodeJS.Timeout | undefined;
  private awaitingPong = false;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly context: ConnectionContext,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.cleanUp());
    // 'close' always follows 'error'; without a listener an error would crash the process.
    ws.on('error', () => {});
    this.send(
      frame(
        'pusher:connection_established',
        JSON.stringify({ socket_id: this.socketId, activity_timeout: context.settings.activityTimeoutSeconds }),
      ),
    );
    this.armIdleTimer(context.settings.activityTimeoutSeconds);
  }

  send(data: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === this.ws.OPEN || this.ws.readyState === this.ws.CONNECTING) this.ws.close(code, reason);
  }

  /** Drops the connection without the closing handshake (shutdown of a client that does not answer). */
  terminate(): void {
    this.ws.terminate();
  }

  private armIdleTimer(seconds: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.idle(), seconds * 1000);
    // An idle socket must not keep a test or a shutting-down process alive.
    this.timer.unref();
  }

  /** Nothing heard for a while: ask once, then give up with 4201 (pusher-js reconnects at once). */
  private idle(): void {
    if (this.awaitingPong) {
      this.close(CloseCode.pongNotReceived, 'Pong reply not received');
      return;
    }
    this.awaitingPong = true;
    this.send(frame('pusher:ping', '{}'));
    this.armIdleTimer(this.context.settings.pongTimeoutSeconds);
  }

  private receive(raw: RawData, isBinary: boolean): void {
    // Any message proves the client is alive, not only a pong.
    this.awaitingPong = false;
    this.armIdleTimer(this.context.settings.activityTimeoutSeconds);

    const message = isBinary ? undefined : parseMessage(raw);
    if (!message) {
      this.send(errorFrame(ErrorCode.badMessage, 'Invalid message: expected a JSON object with an "event" string'));
      return;
    }
    const { event, data } = message;
    switch (event) {
      case 'pusher:ping':
        this.send(frame('pusher:pong', '{}'));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(asObject(data));
        return;
      case 'pusher:unsubscribe':
        this.unsubscribe(asObject(data));
        return;
    }
    if (event.startsWith('client-')) {
      this.send(errorFrame(ErrorCode.clientEventRefused, 'Client events are not supported by this server'));
      return;
    }
    this.send(errorFrame(ErrorCode.badMessage, `Unsupported event: ${event.slice(0, 64)}`));
  }

  private subscribe(data: Record<string, unknown> | undefined): void {
    const channel = data?.channel;
    if (typeof channel !== 'string') {
      this.send(errorFrame(ErrorCode.badMessage, 'pusher:subscribe needs data.channel'));
      return;
    }
    const refuse = (type: string, error: string, status: number) =>
      this.send(subscriptionErrorFrame(channel, type, error, status));
    if (!isValidChannelName(channel)) {
      return refuse(
        'InvalidChannel',
        'Channel names are at most 164 characters of A-Z, a-z, 0-9 and _ - = @ , . ;',
        400,
      );
    }
    const kind = channelKind(channel);
    if (kind === 'presence') {
      return refuse('UnsupportedChannel', 'Presence channels are not supported by this server', 400);
    }
    if (kind === 'private' || kind === 'encrypted') {
      // Our channel authorization always binds a user's channel to the session that asked for it
      // (only a holder of the secret itself can sign one without: the server's own tools).
      const userId = userIdOfChannel(channel);
      if (userId !== undefined && data?.channel_data !== undefined) {
        return this.subscribeAsSession(channel, userId, data, refuse);
      }
      const expected = `${this.context.key}:${channelAuthSignature(this.context.secret, this.socketId, channel)}`;
      if (typeof data?.auth !== 'string' || !safeEqual(data.auth, expected)) {
        return refuse('AuthError', `Invalid signature for ${channel} on socket ${this.socketId}`, 401);
      }
    }
    this.join(channel, refuse);
  }

  /**
   * A user's channel carries what was sent with the signature: only a subscription bound to a
   * session that is still live (its token neither logged out, nor older than a password change,
   * nor its user deleted) is accepted, and the connection is closed when that session ends.
   */
  private subscribeAsSession(
    channel: string,
    userId: number,
    data: Record<string, unknown>,
    refuse: (type: string, error: string, status: number) => void,
  ): void {
    const session = readSocketSessionData(data.channel_data);
    const expected =
      session &&
      `${this.context.key}:${boundChannelAuthSignature(this.context.secret, this.socketId, channel, data.channel_data as string)}`;
    if (
      !session ||
      !expected ||
      session.userId !== userId ||
      typeof data.auth !== 'string' ||
      !safeEqual(data.auth, expected)
    ) {
      return refuse('AuthError', `Invalid signature for ${channel} on socket ${this.socketId}`, 401);
    }
    // Bound before the check, so a session ending while it runs still closes this connection.
    this.sessions.push(session);
    this.context.sessions.bind(this, session);
    this.context.sessions.check(session).then(
      (verdict) => {
        if (this.closed) return;
        if (verdict === 'live') return this.join(channel, refuse);
        this.sessions.splice(this.sessions.indexOf(session), 1);
        refuse('AuthError', 'The sign-in that authorised this subscription has ended; sign in again', 401);
      },
      () => refuse('AuthError', 'The subscription could not be checked; try again', 401),
    );
  }

  private join(channel: string, refuse: (type: string, error: string, status: number) => void): void {
    if (!this.channels.has(channel)) {
      if (this.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
        return refuse('LimitReached', `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`, 400);
      }
      this.channels.add(channel);
      this.context.hub.subscribe(this, channel);
    }
    this.send(frame('pusher_internal:subscription_succeeded', '{}', channel));
  }

  private unsubscribe(data: Record<string, unknown> | undefined): void {
    const channel = data?.channel;
    if (typeof channel !== 'string' || !this.channels.delete(channel)) return;
    this.context.hub.unsubscribe(this, channel);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    this.context.hub.remove(this, this.channels);
    this.channels.clear();
    this.context.onClose(this);
  }
}

function parseMessage(raw: RawData): { event: string; data: unknown } | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString());
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { event, data } = value as Record<string, unknown>;
  return typeof event === 'string' ? { event, data } : undefined;
}

/** Clients send `data` as an object; a few libraries send it JSON-encoded as servers do. */
function asObject(data: unknown): Record<string, unknown> | undefined {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;
}
