/**
 * Who is subscribed to which channel on THIS instance, and delivery to them. The websocket
 * server (Pusher protocol) registers sockets here; publishers (local, Redis fan-out, the HTTP
 * trigger API) call `deliver`. Kept free of `ws` so either side can be tested alone.
 */
export interface LiveSocket {
  readonly socketId: string;
  /** Sends one Pusher frame (already JSON-encoded). */
  send(frame: string): void;
}

export class ChannelHub {
  private readonly channels = new Map<string, Set<LiveSocket>>();

  subscribe(socket: LiveSocket, channel: string): void {
    let members = this.channels.get(channel);
    if (!members) {
      members = new Set();
      this.channels.set(channel, members);
    }
    members.add(socket);
  }

  unsubscribe(socket: LiveSocket, channel: string): void {
    const members = this.channels.get(channel);
    if (!members) return;
    members.delete(socket);
    if (members.size === 0) this.channels.delete(channel);
  }

  /** Drops a closed socket from every channel it was in. */
  remove(socket: LiveSocket, channels: Iterable<string>): void {
    for (const channel of channels) this.unsubscribe(socket, channel);
  }

  /**
   * Sends `event` with `data` (a string, as Pusher carries it) to every socket on `channel`
   * except `exceptSocketId`; answers how many sockets it reached.
   */
  deliver(channel: string, event: string, data: string, exceptSocketId?: string): number {
    const members = this.channels.get(channel);
    if (!members) return 0;
    const frame = JSON.stringify({ event, channel, data });
    let reached = 0;
    for (const socket of members) {
      if (socket.socketId === exceptSocketId) continue;
      socket.send(frame);
      reached += 1;
    }
    return reached;
  }

  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }
}
