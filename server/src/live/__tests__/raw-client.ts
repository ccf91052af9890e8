import WebSocket from 'ws';

export interface Frame {
  event: string;
  channel?: string;
  data?: any;
}

/**
 * A bare protocol client for tests: records every frame so a test can wait for the next one
 * that matches, and reports how the server closed the connection.
 */
export class RawClient {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const parsed = JSON.parse(raw.toString()) as Frame;
      this.frames.push(parsed);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    ws.on('error', () => {});
  }

  static open(url: string): Promise<RawClient> {
    const ws = new WebSocket(url);
    const client = new RawClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Opens and waits for the handshake; answers the socket id. */
  static async connect(url: string): Promise<{ client: RawClient; socketId: string }> {
    const client = await RawClient.open(url);
    const established = await client.next('pusher:connection_established');
    return { client, socketId: JSON.parse(established.data).socket_id };
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first not-yet-taken frame with this event name; earlier frames of other events stay. */
  async next(event: string, timeoutMs = 5000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.event === event);
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.ws.close();
  }
}

export const wsUrl = (baseUrl: string, key: string) =>
  `${baseUrl.replace(/^http/, 'ws')}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`;
