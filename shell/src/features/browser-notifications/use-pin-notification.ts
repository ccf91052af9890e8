import { useLiveEvent } from '@app/shared/stores';
import { notifyWhenHidden } from './notify-when-hidden';

/**
 * product §4.10: when LinkedIn asks for a PIN (`login_to_linkedin` with `verification_code`)
 * while JobPilot's tab is in the background, a browser notification says so. Listened to here, on
 * every signed-in page.
 */
export function usePinNotification() {
  useLiveEvent('login_to_linkedin', ({ status }) => {
    if (status === 'verification_code') void notifyPinRequested();
  });
}

/** Exported for its tests. */
export const notifyPinRequested = () =>
  notifyWhenHidden({
    setting: 'pin_browser',
    title: 'JobPilot: LinkedIn needs your PIN',
    body: 'Open JobPilot and enter the code LinkedIn sent you, so your job search can go on.',
    tag: 'jobpilot-linkedin-pin',
  });
