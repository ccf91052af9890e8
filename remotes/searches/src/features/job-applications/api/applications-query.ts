import { queries } from '@app/shared/query';
import { toastError } from '@/utils/toast';

const APPLICATIONS_LOAD_FAILED = 'Failed to load applications';

/** The user's applications (or one search's), newest first, as the pages read them. */
export const applicationsQuery = (jobSearchId?: number) => ({
  ...queries.jobApplications(jobSearchId),
  meta: {
    onLoadFailed: (error: unknown) => {
      console.error('Could not load the applications', error);
      toastError(APPLICATIONS_LOAD_FAILED);
    },
  },
});
