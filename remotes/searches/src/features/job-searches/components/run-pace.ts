import type { JobApplication, JobSearch } from '@app/shared/contract';
import { parseWireTimestamp } from '@app/shared/format';

/** How the running search is going: its observed pace, what is left, and when that may end. */
export interface RunPace {
  /** Average time per application sent in this run; null before the first one. */
  msPerApplication: number | null;
  /** Jobs left before the search reaches its maximum. */
  remaining: number;
  /** When the remaining jobs would be sent at the observed pace; null without a pace or when nothing is left. */
  finishAt: Date | null;
}

/**
 * The pace is measured, never assumed: the time from the run's start to its latest application,
 * divided by the applications sent in this run (signing in, reading results, skipped postings and
 * the bot's human pauses all included, as they will be for the rest).
 */
export function runPace(search: JobSearch, applications: JobApplication[], now: Date): RunPace {
  const remaining = Math.max(0, search.job_preference.max_jobs - search.num_applied_jobs);
  const startedAt = parseWireTimestamp(search.started_at);
  const sentAt = applications
    .filter((application) => application.job_search === search.id && application.status === 'applied')
    .map((application) => parseWireTimestamp(application.attempted_at))
    .filter((at): at is Date => at !== null && startedAt !== null && at >= startedAt)
    .map((at) => at.getTime());
  if (!startedAt || sentAt.length === 0) return { msPerApplication: null, remaining, finishAt: null };
  const latest = Math.max(...sentAt);
  const msPerApplication = Math.max(1000, (latest - startedAt.getTime()) / sentAt.length);
  const finishAt = remaining > 0 ? new Date(Math.max(now.getTime(), latest) + remaining * msPerApplication) : null;
  return { msPerApplication, remaining, finishAt };
}

/** "25 s", "3 min", "1 h 20 min": a duration as a person says it, rounded. */
export function spokenDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}
