import { getNotificationSettings } from '@app/shared/api';
import type { NotificationSettings } from '@app/shared/contract';

export interface HiddenTabNotification {
  /** The opt-in it needs (Profile's "Notifications", product §4.10), read at that moment. */
  setting: 'pin_browser' | 'answers_needed_browser';
  title: string;
  body: string;
  /** A later notification with the same tag replaces the earlier one instead of piling up. */
  tag: string;
}

/**
 * product §4.10: a browser notification, only while JobPilot's tab is hidden (in the tab, the page
 * itself says it), the browser allows notifications and the user turned `setting` on — read when
 * it is needed, so a change made in Profile or the offer counts at once. A click brings the tab
 * to the front.
 */
export async function notifyWhenHidden({ setting, title, body, tag }: HiddenTabNotification): Promise<void> {
  if (document.visibilityState !== 'hidden') return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  let settings: NotificationSettings | undefined;
  try {
    settings = await getNotificationSettings();
  } catch (error) {
    console.warn('Could not read the notification settings; no notification shown', error);
  }
  if (settings?.[setting] !== true) return;
  const notification = new Notification(title, { body, tag });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
