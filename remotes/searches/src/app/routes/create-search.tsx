import { JobSearchEditor } from '@/features/job-search-editor/components/job-search-editor';

export function CreateSearchRoute() {
  return <JobSearchEditor />;
}
