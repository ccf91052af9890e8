import type { NotificationSettings, NotificationSettingsRequest } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/me/notifications/';

/** Read by the shell (the PIN notification) and two remotes, so it stays here with its query. */
export async function getNotificationSettings(): Promise<NotificationSettings> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('notificationSettingsSchema', data, 'get notification settings');
}

/**
 * Saves the switches, from Profile and from the searches' offer; a client that leaves out a newer
 * switch keeps its saved value (product §4.10).
 */
export async function updateNotificationSettings(body: NotificationSettingsRequest): Promise<NotificationSettings> {
  const { data } = await getApiClient().put(BASE, body);
  return parseAnswer('notificationSettingsSchema', data, 'save notification settings');
}
