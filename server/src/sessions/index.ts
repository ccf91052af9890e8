import fp from 'fastify-plugin';
import { SessionState, type SessionChange } from './session-state';
import type { SessionChangeFanout } from './redis-session-changes';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** This process's copy of the session state (see SessionState). */
      state: SessionState;
      /**
       * Tells every process of a committed change: applied here at once (so this process refuses
       * the tokens before the caller is answered), and sent to the others through Redis.
       */
      changed(change: SessionChange): Promise<void>;
      /** Called after the state was reloaded following missed changes (sockets re-check). */
      onReloaded(listener: () => void): void;
    };
  }
}

/** How often ended sessions whose tokens have all expired are forgotten. */
const SWEEP_MS = 10 * 60 * 1000;

/**
 * The session state each API process keeps in memory, loaded before the server listens. With
 * REDIS_URL (several processes on one PostgreSQL) changes travel on `<REDIS_PREFIX>:sessions`;
 * otherwise there is one API process and a change is applied in process.
 */
export default fp(
  async function sessions(app) {
    const state = new SessionState(app.db);
    await state.load();
    const reloadedListeners = new Set<() => void>();
    let fanout: SessionChangeFanout | undefined;
    if (app.config.redisUrl) {
      const { connectSessionChanges } = await import('./redis-session-changes');
      fanout = await connectSessionChanges({
        url: app.config.redisUrl,
        channel: `${app.config.redisPrefix}:sessions`,
        state,
        log: app.log,
        onReloaded: () => reloadedListeners.forEach((listener) => listener()),
      });
      app.addHook('onClose', () => fanout!.close());
    }
    const sweeper = setInterval(() => state.sweep(), SWEEP_MS).unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    app.decorate('sessions', {
      state,
      async changed(change) {
        state.apply(change);
        if (!fanout) return;
        try {
          await fanout.send(change);
        } catch (error) {
          // The change is committed: other processes see it once they reload (their subscriber is
          // down too when Redis is, so they read the database meanwhile).
          app.log.error(
            { err: (error as Error).message, kind: change.kind },
            'session change not sent to other processes',
          );
        }
      },
      onReloaded(listener) {
        reloadedListeners.add(listener);
      },
    });
  },
  { name: 'sessions' },
);
