import { plural } from '@app/shared/format';

/** "3 jobs wait for 2 answers", "1 job waits for 1 answer", or "2 answers needed" when no job waits. */
export function waitingSummary(questions: ReadonlyArray<{ jobs_waiting: number }>): string {
  const jobs = questions.reduce((sum, q) => sum + q.jobs_waiting, 0);
  const answers = plural(questions.length, 'answer');
  if (jobs === 0) return `${answers} needed`;
  return `${plural(jobs, 'job waits', 'jobs wait')} for ${answers}`;
}
