import { JobTracker } from '@/features/job-tracker/components/job-tracker';

export function JobTrackerRoute() {
  return <JobTracker />;
}
