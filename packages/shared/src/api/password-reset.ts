import type { Detail, PasswordResetConfirm, PasswordResetRequest } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

/** Asks for a reset link; the answer is the same whether or not the account exists (product §2.11). */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<Detail> {
  const { data } = await getApiClient().post('/accounts/users/password-reset/', body);
  return parseAnswer('detailSchema', data, 'password-reset');
}

/** Sets the new password with the link's token; every session of the account ends (product §2.12). */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<Detail> {
  const { data } = await getApiClient().post('/accounts/users/password-reset/confirm/', body);
  return parseAnswer('detailSchema', data, 'password-reset-confirm');
}
