import type { LinkedinCredentials, UpdateLinkedinCredentialsRequest } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/linkedin-credentials/';

/** The saved credentials, or null when none are; a failed fetch rejects (for the dialog that edits them). */
export async function fetchLinkedinCredentials(): Promise<LinkedinCredentials | null> {
  const { data } = await getApiClient().get(BASE);
  return (await parseAnswer('linkedinCredentialsListSchema', data, 'get LinkedIn credentials'))[0] ?? null;
}

/**
 * The saved credentials, or null. product §7: "GET uses first item, failure means none saved" — so a
 * failed fetch is null too (the start flow then asks for credentials) and is only logged.
 */
export async function getLinkedinCredentials(): Promise<LinkedinCredentials | null> {
  try {
    return await fetchLinkedinCredentials();
  } catch (error) {
    console.warn('Could not fetch LinkedIn credentials; treating them as not saved', error);
    return null;
  }
}

/** An empty password keeps the saved one, so it is left out unless typed (product §5). */
export async function updateLinkedinCredentials(
  id: number,
  body: UpdateLinkedinCredentialsRequest,
): Promise<LinkedinCredentials> {
  const { password, ...rest } = body;
  const { data } = await getApiClient().patch(`${BASE}${id}/`, password ? { ...rest, password } : rest);
  return parseAnswer('linkedinCredentialsSchema', data, 'update LinkedIn credentials');
}
