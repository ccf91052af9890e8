import { getApiClient } from '@app/shared/api';
import type { NotificationSettings } from '@app/shared/contract';

/** Saves the notification switches; the answer is checked with the contract this remote was built with. */
export async function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  const { data } = await getApiClient().put('/accounts/users/me/notifications/', body);
  const { checkAnswer, notificationSettingsSchema } = await import('@app/shared/contract');
  return checkAnswer(notificationSettingsSchema, data, 'save notification settings');
}
