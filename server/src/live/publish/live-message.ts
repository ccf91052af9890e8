/** One event for one channel on its way to the sockets subscribed to it (Pusher's shape). */
export interface LiveMessage {
  channel: string;
  event: string;
  /** The event's data as Pusher carries it: a string, JSON for our own events. */
  data: string;
  /** A socket id that must not receive it (the trigger API's `socket_id`). */
  except?: string;
}

/** Where a message goes: this instance's sockets, every instance's (Redis), or hosted Pusher. */
export interface LiveTransport {
  send(message: LiveMessage): Promise<void>;
}
