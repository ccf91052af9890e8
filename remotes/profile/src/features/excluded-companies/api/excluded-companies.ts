import { getApiClient } from '@app/shared/api';
import type { ExcludedCompanies } from '@app/shared/contract';

// This remote's endpoints: compiled into it and checked with the contract it was built with
// (CONTRIBUTING, "Who owns an endpoint").
const BASE = '/accounts/users/me/excluded-companies/';

/** The companies the bot never applies to, on any of the user's searches (product §4.11). */
export async function getExcludedCompanies(): Promise<ExcludedCompanies> {
  const { data } = await getApiClient().get(BASE);
  const { checkAnswer, excludedCompaniesSchema } = await import('@app/shared/contract');
  return checkAnswer(excludedCompaniesSchema, data, 'get excluded companies');
}

/** Replaces the whole list; answers it as saved (trimmed, a repeat in another case once). */
export async function saveExcludedCompanies(body: ExcludedCompanies): Promise<ExcludedCompanies> {
  const { data } = await getApiClient().put(BASE, body);
  const { checkAnswer, excludedCompaniesSchema } = await import('@app/shared/contract');
  return checkAnswer(excludedCompaniesSchema, data, 'save excluded companies');
}
