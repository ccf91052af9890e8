import type { Feedback, LoginRequest, RegisterRequest, TokenPair, UpdateProfileRequest, User } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';
import { requestTokenRefresh } from './token-refresh';
import { setTokens } from '../stores/token-storage';

export async function login(body: LoginRequest): Promise<TokenPair> {
  const { data } = await getApiClient().post('/accounts/users/login/', body);
  return parseAnswer('tokenPairSchema', data, 'login');
}

export async function register(body: RegisterRequest): Promise<TokenPair> {
  const { data } = await getApiClient().post('/accounts/users/register/', body);
  return parseAnswer('tokenPairSchema', data, 'register');
}

export async function getMe(): Promise<User> {
  const { data } = await getApiClient().get('/accounts/users/me/');
  return parseAnswer('userSchema', data, 'me');
}

/** After a password change the server ended every other session and sent this one a new pair. */
export async function updateProfile(body: UpdateProfileRequest): Promise<User> {
  const { data } = await getApiClient().post('/accounts/users/update-profile/', body);
  const { token, refresh_token, ...user } = await parseAnswer('updateProfileResponseSchema', data, 'update-profile');
  if (token && refresh_token) setTokens({ access: token, refresh: refresh_token });
  return user;
}

export async function submitFeedback(comment: string): Promise<Feedback> {
  const { data } = await getApiClient().post('/accounts/users/submit-feedback/', { comment });
  return parseAnswer('feedbackSchema', data, 'submit-feedback');
}

/** Blacklists the refresh token on the server (a decision of product §11). */
export async function logout(refresh: string): Promise<void> {
  await getApiClient().post('/accounts/users/logout/', { refresh });
}

/** The refresh call itself; the interceptor uses the same request for the instance it guards. */
export function refreshAccessToken(refresh: string): Promise<{ access: string; refresh?: string }> {
  return requestTokenRefresh(getApiClient(), refresh);
}
