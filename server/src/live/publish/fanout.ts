import type { LiveTransport } from './live-message';

/**
 * How a message reaches the built-in server's sockets on every instance: in process (one
 * instance) or through Redis pub/sub (each instance, the sender included, delivers to its own).
 * The publish service and the trigger API both send through it.
 */
export interface Fanout extends LiveTransport {
  readonly kind: 'local' | 'redis';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The fan-out to the built-in server's sockets (never hosted Pusher). */
    liveFanout: Fanout;
  }
}
