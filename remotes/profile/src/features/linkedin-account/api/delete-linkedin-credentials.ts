import { getApiClient } from '@app/shared/api';

// Only Profile disconnects: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

/** Disconnect (product §2.8): the saved login and LinkedIn session are deleted together. */
export async function deleteLinkedinCredentials(id: number): Promise<void> {
  await getApiClient().delete(`/job-search/linkedin-credentials/${id}/`);
}
