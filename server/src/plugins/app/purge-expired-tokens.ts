import fp from 'fastify-plugin';
import { purgeExpiredTokens } from '@/db/repositories/blacklisted-tokens';
import { purgeEndedSessions } from '@/db/repositories/ended-sessions';
import { purgeSpentResetTokens } from '@/db/repositories/password-reset-tokens';

interface PurgeExpiredTokensOptions {
  /** How often spent tokens are deleted; an hour unless a test says less. */
  intervalMs?: number;
}

/**
 * Blacklisted refresh tokens and ended sessions matter only until they expire, and password reset tokens until they
 * are used or expire (product §4.1); afterwards they are refused anyway, so the rows are deleted: once when the server is ready (a server restarted
 * more often than the interval still purges) and then on an interval. The timer is unref'd, so it
 * never keeps a process alive, and stops when the app closes. Every API instance may do this: the
 * delete is idempotent.
 */
export default fp<PurgeExpiredTokensOptions>(
  async function purgeExpiredTokensOnSchedule(app, { intervalMs = 60 * 60 * 1000 }) {
    let running: Promise<void> | undefined;
    const purge = () => {
      running ??= Promise.all([purgeExpiredTokens(app.db), purgeSpentResetTokens(app.db), purgeEndedSessions(app.db)])
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'could not purge expired tokens'))
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
