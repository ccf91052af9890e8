import type { FastifyInstance } from 'fastify';
import { removeResumeCopiesOfSearches } from '../bot/resume-copies';
import { removeSnapshotsOfUser } from '../bot/snapshots';
import { removeOutboxMailsTo } from './mail/outbox';
import { deleteUserAndData } from '../db/repositories/account-deletion';
import type { UserRow } from '../db/repositories/users';
import { checkCurrentPassword } from './accounts';
import { afterAnswer } from './after-answer';

/**
 * Deletes the account and everything of it (product §7 `DELETE /accounts/users/me/`) once the
 * current password is confirmed: every row (the database's cascades), the pages the bot kept of
 * its searches and any resume copy a run of this process still holds. Every token stops working,
 * and every live socket of the user closes, in every process at once (services/sessions).
 */
export async function deleteAccount(
  app: FastifyInstance,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  // Missing or wrong, the answer is the same, in the password change's words; throttled as it is.
  await checkCurrentPassword(app, user, currentPassword);
  const searchIds = await deleteUserAndData(app.db, user.id);
  if (!searchIds) return;
  // Every process refuses the user's tokens and closes the sockets they opened.
  await app.sessions.changed({ kind: 'gone', userId: user.id });
  removeResumeCopiesOfSearches(app.config.dataDir, searchIds);
  const snapshots = await removeSnapshotsOfUser(app.config.dataDir, user.id, searchIds);
  // Mails written to the outbox (no SMTP_URL) hold the user's address and links: they go too.
  const mails = await removeOutboxMailsTo(app.config.mail.outboxDir, user.email);
  app.log.info({ userId: user.id, searches: searchIds.length, snapshots, mails }, 'account deleted');
  // The embedded database's files keep deleted rows until rewritten: they are, on the turn of the
  // event loop after the answer went out (the rewrite holds the database a while), so nobody can
  // read the account back from DATA_DIR.
  const { database } = app;
  if (database.scrubDeleted) {
    afterAnswer(app, 'removing a deleted account from the database files', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await database.scrubDeleted!();
    });
  }
}
