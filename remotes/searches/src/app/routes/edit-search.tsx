import { useParams } from '@app/shared/router';
import { JobSearchEditor } from '@/features/job-search-editor/components/job-search-editor';

export function EditSearchRoute() {
  const { id } = useParams();
  // A new id is a new page: the key drops the previous search's form state.
  return <JobSearchEditor key={id} jobSearchId={Number(id)} />;
}
