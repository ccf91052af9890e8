import { getNotificationSettings } from '@app/shared/api';
import { useLiveEvent } from '@app/shared/stores';

const TITLE = 'JobPilot: LinkedIn needs your PIN';
const BODY = 'Open JobPilot and enter the code LinkedIn sent you, so your job search can go on.';

/**
 * product §4.10: when LinkedIn asks for a PIN (`login_to_linkedin` with `verification_code`)
 * while JobPilot's tab is in the background, a browser notification says so — if the user
 * turned it on in Profile and this browser allows notifications. A click brings the tab to the
 * front. Listened to here, on every signed-in page; the setting is read when the PIN is asked
 * for, so a change made in Profile counts at once.
 */
export function usePinNotification() {
  useLiveEvent('login_to_linkedin', ({ status }) => {
    if (status === 'verification_code') void notifyPinRequested();
  });
}

/** Shows the notification if everything above allows it (exported for its tests). */
export async function notifyPinRequested(): Promise<void> {
  if (document.visibilityState !== 'hidden') return; // the dialog in the tab is enough
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  let optedIn = false;
  try {
    optedIn = (await getNotificationSettings()).pin_browser;
  } catch (error) {
    console.warn('Could not read the notification settings; no PIN notification shown', error);
  }
  if (!optedIn) return;
  const notification = new Notification(TITLE, { body: BODY, tag: 'jobpilot-linkedin-pin' });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}
