/** Whether this browser may show JobPilot's notifications, asking only if it has not been asked. */
// One helper for every switch that turns browser notifications on (Profile, the searches' offer).
export type PermissionOutcome = 'granted' | 'denied' | 'unsupported';

/**
 * The Notification API's permission, asked for (the browser's own prompt) only when it is still
 * undecided. A browser without the API answers 'unsupported'.
 */
export async function askNotificationPermission(): Promise<PermissionOutcome> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'granted';
  if (Notification.permission === 'denied') return 'denied';
  return (await Notification.requestPermission()) === 'granted' ? 'granted' : 'denied';
}
