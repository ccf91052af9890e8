import { getApiClient } from '@app/shared/api';
import type { UpdateProfileRequest, User } from '@app/shared/contract';
import { setTokens } from '@app/shared/stores';

// Only the Profile page saves the profile: compiled into this remote (CONTRIBUTING, "Who owns an endpoint").

/** After a password change the server ended every other session and sent this one a new pair. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const { data } = await getApiClient().post('/accounts/users/update-profile/', body);
  const { checkAnswer, updateProfileResponseSchema } = await import('@app/shared/contract');
  const { token, refresh_token, ...user } = checkAnswer(updateProfileResponseSchema, data, 'update-profile');
  if (token && refresh_token) setTokens({ access: token, refresh: refresh_token });
  return user;
}
