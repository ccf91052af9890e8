import type { Options } from 'pusher-js';

type Callback = (...args: any[]) => void;

/**
 * pusher-js replaced at its public surface (constructor, connection.bind, subscribe, channel
 * bind/bind_global, disconnect), for the live store's unit tests: no websocket server of our own
 * is faked here. The store against the real server and the real pusher-js is tested in the
 * server package (server/src/live/__tests__/browser-stores.test.ts).
 */
export class FakeChannel {
  readonly handlers = new Map<string, Callback[]>();
  readonly globalHandlers: Callback[] = [];
  constructor(readonly name: string) {}
  bind(event: string, callback: Callback) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), callback]);
    return this;
  }
  bind_global(callback: Callback) {
    this.globalHandlers.push(callback);
    return this;
  }
  /** What pusher-js does when the server sends an event on this channel. */
  deliver(event: string, data: unknown) {
    for (const callback of this.handlers.get(event) ?? []) callback(data);
    for (const callback of this.globalHandlers) callback(event, data);
  }
}

export class FakePusher {
  static instances: FakePusher[] = [];
  readonly channels: FakeChannel[] = [];
  readonly connectionHandlers = new Map<string, Callback[]>();
  disconnected = false;
  readonly connection = {
    bind: (event: string, callback: Callback) => {
      this.connectionHandlers.set(event, [...(this.connectionHandlers.get(event) ?? []), callback]);
    },
  };
  constructor(
    readonly key: string,
    readonly options: Options,
  ) {
    FakePusher.instances.push(this);
  }
  subscribe(name: string) {
    const channel = new FakeChannel(name);
    this.channels.push(channel);
    return channel;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** What pusher-js emits when its connection changes state. */
  changeState(previous: string, current: string) {
    for (const callback of this.connectionHandlers.get('state_change') ?? []) callback({ previous, current });
  }
}
