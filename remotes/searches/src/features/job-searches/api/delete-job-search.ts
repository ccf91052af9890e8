import { getApiClient } from '@app/shared/api';

// Only a search's card and page delete it: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

/**
 * Deletes a search that is not running (product §7); its applications stay in the history unless
 * `deleteApplications`.
 */
export async function deleteJobSearch(id: number, options: { deleteApplications: boolean }): Promise<void> {
  await getApiClient().delete(`/job-search/${id}/`, {
    params: { delete_applications: options.deleteApplications },
  });
}
