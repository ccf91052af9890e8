/** The lines the schedule leaves in the search's schedule history (product §4.12), in plain words. */
export const scheduleNotes = {
  started: 'Started on schedule.',
  skippedRunning: 'Skipped a scheduled start: the search was still running.',
  skippedDailyLimit: (limit: number) =>
    `Skipped a scheduled start: the daily limit of ${limit} applications was already reached.`,
  skippedRefused: (why: string) => `Skipped a scheduled start: ${why}`,
} as const;
