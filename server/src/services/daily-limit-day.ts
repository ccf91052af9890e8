/**
 * The day the daily application limit counts in: from midnight UTC, the same for every user (the
 * bot's check and the dashboard's "today" both use this, so they never disagree).
 */
export function dailyLimitDayStart(now: Date = new Date()): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return start;
}
