import type { NotificationSettings } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/me/notifications/';

export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('notificationSettingsSchema', data, 'get notification settings');
}

export async function updateNotificationSettings(body: NotificationSettings): Promise<NotificationSettings> {
  const { data } = await getApiClient().put(BASE, body);
  return parseAnswer('notificationSettingsSchema', data, 'save notification settings');
}
