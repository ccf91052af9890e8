import fp from 'fastify-plugin';
import { purgeExpiredTokens } from '@/db/repositories/blacklisted-tokens';

interface PurgeExpiredTokensOptions {
  /** How often expired blacklisted refresh tokens are deleted; an hour unless a test says less. */
  intervalMs?: number;
}

/**
 * Blacklisted refresh tokens matter only until they expire; afterwards the token is refused for
 * its expiry anyway, so the rows are deleted: once when the server is ready (a server restarted
 * more often than the interval still purges) and then on an interval. The timer is unref'd, so it
 * never keeps a process alive, and stops when the app closes. Every API instance may do this: the
 * delete is idempotent.
 */
export default fp<PurgeExpiredTokensOptions>(
  async function purgeExpiredTokensOnSchedule(app, { intervalMs = 60 * 60 * 1000 }) {
    let running: Promise<void> | undefined;
    const purge = () => {
      running ??= purgeExpiredTokens(app.db)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not purge expired blacklisted tokens'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void purge();
      timer = setInterval(purge, intervalMs).unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      // The database closes after the app: let a purge under way finish first.
      await running;
    });
  },
  { name: 'purge-expired-tokens' },
);
