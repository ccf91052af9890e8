import { getApiClient } from '@app/shared/api';
import type { Detail, PasswordResetConfirm, PasswordResetRequest } from '@app/shared/contract';

// This remote's endpoints: compiled into it and checked with the contract it was built with, so a
// change to them is released with this remote alone (CONTRIBUTING, "Who owns an endpoint").

/** Asks for a reset link; the answer is the same whether or not the account exists (product §2.11). */
export async function requestPasswordReset(body: PasswordResetRequest): Promise<Detail> {
  const { data } = await getApiClient().post('/accounts/users/password-reset/', body);
  const { checkAnswer, detailSchema } = await import('@app/shared/contract');
  return checkAnswer(detailSchema, data, 'password-reset');
}

/** Sets the new password with the link's token; every session of the account ends (product §2.12). */
export async function confirmPasswordReset(body: PasswordResetConfirm): Promise<Detail> {
  const { data } = await getApiClient().post('/accounts/users/password-reset/confirm/', body);
  const { checkAnswer, detailSchema } = await import('@app/shared/contract');
  return checkAnswer(detailSchema, data, 'password-reset-confirm');
}
