import { z } from 'zod';

/**
 * The user's notification opt-ins (Profile's "Notifications" section and the notification offer,
 * product §4.10): all off until the user turns them on.
 */
export const notificationSettingsSchema = z.object({
  /** Email when a run of a search ends, with its counts. */
  run_ended_email: z.boolean(),
  /** Email when a run puts new questions in the user's "Answers needed" list (one per run). */
  answers_needed_email: z.boolean(),
  /** Browser notification when LinkedIn asks for a PIN while the app's tab is in the background. */
  pin_browser: z.boolean(),
  /** Browser notification when a question waits for the user's answer while the tab is in the background. */
  answers_needed_browser: z.boolean(),
  /** The notification offer shown at the first answer needed or the first run was closed: not shown again. */
  offer_dismissed: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PUT: the first three are required, as they always were; the later two may be left out (kept as
 * saved), so a client built before them still saves.
 */
export const notificationSettingsRequestSchema = notificationSettingsSchema.partial({
  answers_needed_browser: true,
  offer_dismissed: true,
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;
