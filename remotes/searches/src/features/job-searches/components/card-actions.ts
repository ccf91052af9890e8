import type { JobSearch } from '@app/shared/contract';

export type CardAction = 'view' | 'applyMore' | 'refresh' | 'edit' | 'start' | 'continue' | 'stop' | 'pause' | 'resume';

/**
 * product §2's card buttons: View Details always; Apply More when the applied count reached the
 * maximum; Refresh while running; Edit and Start with nothing applied yet; Continue when not running
 * and part-way. Ours: Stop while running, no Start on a search that is already running, and Edit
 * (the number of jobs) also once jobs are applied, when not running. Pause on a running or scheduled
 * search; a paused one offers Resume instead of Start and Continue (product §4.12).
 */
export function cardActions(
  search: Pick<JobSearch, 'status' | 'num_applied_jobs' | 'job_preference' | 'paused' | 'schedule'>,
): CardAction[] {
  const applied = search.num_applied_jobs;
  const max = search.job_preference.max_jobs;
  const running = search.status === 'running';
  const paused = search.paused === true;
  const actions: CardAction[] = ['view'];
  if (applied >= max && max > 0) actions.push('applyMore');
  if (running) actions.push('refresh');
  // Once jobs are applied only max_jobs can change (product §4), still worth an entry (product §2.3).
  if (applied === 0 || !running) actions.push('edit');
  if (applied === 0 && !running && !paused) actions.push('start');
  if (!running && !paused && applied > 0 && applied < max) actions.push('continue');
  if (running) actions.push('stop');
  if (!paused && (running || search.schedule)) actions.push('pause');
  if (paused) actions.push('resume');
  return actions;
}
