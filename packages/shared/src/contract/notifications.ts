import { z } from 'zod';

/**
 * The user's notification opt-ins (Profile's "Notifications" section, product §4.10): all off
 * until the user turns them on. PUT sends all three.
 */
export const notificationSettingsSchema = z.object({
  /** Email when a run of a search ends, with its counts. */
  run_ended_email: z.boolean(),
  /** Email when a run puts new questions in the user's "Answers needed" list (one per run). */
  answers_needed_email: z.boolean(),
  /** Browser notification when LinkedIn asks for a PIN while the app's tab is in the background. */
  pin_browser: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
