import type { NotificationSettings } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/me/notifications/';

/** Read by the shell (the PIN notification) and the profile remote, so it stays here with its query. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('notificationSettingsSchema', data, 'get notification settings');
}
