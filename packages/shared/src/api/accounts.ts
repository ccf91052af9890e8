import type { LoginRequest, RegisterRequest, TokenPair, User } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';
import { requestTokenRefresh } from './token-refresh';

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

/** Blacklists the refresh token on the server (a decision of product §11). */
export async function logout(refresh: string): Promise<void> {
  await getApiClient().post('/accounts/users/logout/', { refresh });
}

/** The refresh call itself; the interceptor uses the same request for the instance it guards. */
export function refreshAccessToken(refresh: string): Promise<{ access: string; refresh?: string }> {
  return requestTokenRefresh(getApiClient(), refresh);
}
