import type { FastifyInstance } from 'fastify';
import { deliverHere } from './deliver-here';
import type { Fanout } from './fanout';

/** One instance: a message goes straight to this process's sockets. */
export function createLocalFanout(target: Pick<FastifyInstance, 'db' | 'liveHub'>): Fanout {
  return {
    kind: 'local',
    async send(message) {
      deliverHere(target, message);
    },
  };
}
