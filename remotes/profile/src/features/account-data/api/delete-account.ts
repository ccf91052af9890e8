import { getApiClient } from '@app/shared/api';

/** Deletes the account and everything of it once the current password is confirmed (product §7). */
export async function deleteAccount(currentPassword: string): Promise<void> {
  await getApiClient().request({
    method: 'DELETE',
    url: '/accounts/users/me/',
    data: { current_password: currentPassword },
  });
}
