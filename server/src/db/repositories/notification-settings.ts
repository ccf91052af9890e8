import { eq } from 'drizzle-orm';
import type { NotificationSettings, NotificationSettingsRequest } from '@app/shared/contract';
import type { DbOrTx } from '../client';
import { users } from '../schema';

const columns = {
  run_ended_email: users.notifyRunEndedEmail,
  answers_needed_email: users.notifyAnswersNeededEmail,
  pin_browser: users.notifyPinBrowser,
  answers_needed_browser: users.notifyAnswersNeededBrowser,
  offer_dismissed: users.notificationOfferDismissed,
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
  settings: NotificationSettingsRequest,
): Promise<NotificationSettings | undefined> {
  const [row] = await db
    .update(users)
    .set({
      notifyRunEndedEmail: settings.run_ended_email,
      notifyAnswersNeededEmail: settings.answers_needed_email,
      notifyPinBrowser: settings.pin_browser,
      // Left out: kept as saved (undefined leaves a column alone).
      notifyAnswersNeededBrowser: settings.answers_needed_browser,
      notificationOfferDismissed: settings.offer_dismissed,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(columns);
  return row;
}
