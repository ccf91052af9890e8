import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { users } from '../schema';

const columns = {
  run_ended_email: users.notifyRunEndedEmail,
  answers_needed_email: users.notifyAnswersNeededEmail,
  pin_browser: users.notifyPinBrowser,
};

/** The user's opt-ins with the email to write to; undefined for an unknown user. */
export async function findNotificationSettings(
  db: DbOrTx,
  userId: number,
): Promise<(NotificationSettings & { email: string }) | undefined> {
  const [row] = await db
    .select({ ...columns, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function updateNotificationSettings(
  db: DbOrTx,
  userId: number,
  settings: NotificationSettings,
): Promise<NotificationSettings | undefined> {
  const [row] = await db
    .update(users)
    .set({
      notifyRunEndedEmail: settings.run_ended_email,
      notifyAnswersNeededEmail: settings.answers_needed_email,
      notifyPinBrowser: settings.pin_browser,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  return row;
}
