import { getApiClient } from '@app/shared/api';
import type { NotificationSettings, NotificationSettingsRequest } from '@app/shared/contract';

/** The offer's choices, saved with the account's notification switches (product §4.10). */
export async function saveNotificationSettings(body: NotificationSettingsRequest): Promise<NotificationSettings> {
  const { data } = await getApiClient().put('/accounts/users/me/notifications/', body);
  const { checkAnswer, notificationSettingsSchema } = await import('@app/shared/contract');
  return checkAnswer(notificationSettingsSchema, data, 'save the notification offer');
}
