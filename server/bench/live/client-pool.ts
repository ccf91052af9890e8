import { createHmac } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface PoolOptions {
  url: string;
  key: string;
  secret: string;
}

/** A received bench event: its sequence number and publish → receive milliseconds. */
type Waiter = (latencyMs: number) => void;

/**
 * Bare protocol-7 clients, each subscribed to its own private channel `private-user-{n}` (signed
 * here with the app secret, as the auth endpoint would). Answers the server's pings so none is
 * closed for silence.
 */
export class ClientPool {
  readonly sockets: WebSocket[] = [];
  private readonly waiters = new Map<number, Waiter>();

  constructor(private readonly options: PoolOptions) {}

  get size() {
    return this.sockets.length;
  }

  channelOf(index: number) {
    return `private-user-${index + 1}`;
  }

  /** Grows the pool to `total` clients, `concurrency` handshakes at a time. */
  async growTo(total: number, concurrency = 200): Promise<void> {
    let next = this.sockets.length;
    const worker = async () => {
      while (next < total) {
        const index = next;
        next += 1;
        this.sockets[index] = await this.open(index);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
  }

  /** Resolves with publish → receive milliseconds when event `seq` arrives on any client. */
  expect(seq: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(seq);
        reject(new Error(`event ${seq} not received within 5 s`));
      }, 5000);
      this.waiters.set(seq, (latency) => {
        clearTimeout(timer);
        resolve(latency);
      });
    });
  }

  async closeAll(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.terminate();
          }),
      ),
    );
    this.sockets.length = 0;
  }

  private open(index: number): Promise<WebSocket> {
    const { url, key, secret } = this.options;
    const channel = this.channelOf(index);
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${url}/app/${key}?protocol=7&client=bench&version=1.0`, { perMessageDeflate: false });
      const timer = setTimeout(() => reject(new Error(`client ${index} not subscribed within 30 s`)), 30000);
      ws.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      ws.on('message', (raw) => {
        const received = performance.timeOrigin + performance.now();
        const frame = JSON.parse(raw.toString()) as { event: string; data?: string };
        switch (frame.event) {
          case 'pusher:connection_established': {
            const socketId = (JSON.parse(frame.data!) as { socket_id: string }).socket_id;
            const signature = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: `${key}:${signature}` } }));
            return;
          }
          case 'pusher_internal:subscription_succeeded':
            clearTimeout(timer);
            resolve(ws);
            return;
          case 'pusher:ping':
            ws.send('{"event":"pusher:pong","data":{}}');
            return;
          case 'user_credits_deducted': {
            const { credits, sent_at } = JSON.parse(frame.data!) as { credits: number; sent_at: number };
            this.waiters.get(credits)?.(received - sent_at);
            this.waiters.delete(credits);
            return;
          }
          case 'pusher:subscription_error':
          case 'pusher:error':
            clearTimeout(timer);
            reject(new Error(`client ${index}: ${raw.toString()}`));
        }
      });
    });
  }
}
