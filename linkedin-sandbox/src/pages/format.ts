/** "3 days ago", "2 weeks ago", as LinkedIn words a posting's or an application's age. */
export function timeAgo(then: Date, now = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 60_000));
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'just now';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return unit(days, 'day');
  if (days < 30) return unit(Math.floor(days / 7), 'week');
  return unit(Math.floor(days / 30), 'month');
}

/** The subtitle location, "Berlin, Germany" or "United States (Remote)". */
export const placeLabel = (job: { location: string; remote: boolean }) =>
  job.remote ? `${job.location} (Remote)` : job.location;
