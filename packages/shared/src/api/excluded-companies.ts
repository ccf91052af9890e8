import type { ExcludedCompanies } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/me/excluded-companies/';

/** The companies the bot never applies to, on any of the user's searches (product §4.11). */
export async function getExcludedCompanies(): Promise<ExcludedCompanies> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('excludedCompaniesSchema', data, 'get excluded companies');
}

/** Replaces the whole list; answers it as saved (trimmed, a repeat in another case once). */
export async function saveExcludedCompanies(body: ExcludedCompanies): Promise<ExcludedCompanies> {
  const { data } = await getApiClient().put(BASE, body);
  return parseAnswer('excludedCompaniesSchema', data, 'save excluded companies');
}
