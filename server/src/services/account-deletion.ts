import type { FastifyInstance } from 'fastify';
import { CURRENT_PASSWORD_INCORRECT } from '@app/shared/contract';
import { removeResumeCopiesOfSearches } from '../bot/resume-copies';
import { removeSnapshotsOfSearches } from '../bot/snapshots';
import { deleteUserAndData } from '../db/repositories/account-deletion';
import type { UserRow } from '../db/repositories/users';
import { throttled, validationFailed } from '../errors/api-error';
import { verifyPassword } from './passwords';

/** Wrong passwords for one account are held back as login's are: a few free, then growing waits. */
const WRONG_PASSWORD_MAX_HOLD_SECONDS = 900;
const WRONG_PASSWORD_FORGET_SECONDS = 3600;

/**
 * Deletes the account and everything of it (product §7 `DELETE /accounts/users/me/`) once the
 * current password is confirmed: every row (the database's cascades), the pages the bot kept of
 * its searches and any resume copy a run of this process still holds. Every token stops working
 * because the user is gone (authenticate reads the session state uncached).
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  const key = `delete-account:user:${user.id}`;
  const wait = await app.throttle.waitFor(key);
  if (wait > 0) throw throttled(wait);
  // Missing or wrong, the answer is the same, in the password change's words.
  if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await app.throttle.record(key, {
      kind: 'backoff',
      free: app.config.loginThrottle.perEmail,
      maxSeconds: WRONG_PASSWORD_MAX_HOLD_SECONDS,
      forgetSeconds: WRONG_PASSWORD_FORGET_SECONDS,
    });
    throw validationFailed({ current_password: CURRENT_PASSWORD_INCORRECT });
  }
  const searchIds = await deleteUserAndData(app.db, user.id);
  await app.throttle.clear(key);
  if (!searchIds) return;
  removeResumeCopiesOfSearches(searchIds);
  const snapshots = await removeSnapshotsOfSearches(app.config.dataDir, searchIds);
  app.log.info({ userId: user.id, searches: searchIds.length, snapshots }, 'account deleted');
}
