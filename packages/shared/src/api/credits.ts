import type { Credits } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/accounts/users/credits/';

/** The balance, the newest ledger rows and the packs on sale (product §2.10). */
export async function getCredits(): Promise<Credits> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('creditsSchema', data, 'get credits');
}
