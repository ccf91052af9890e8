import type { ExtraInformation, ExtraInformationOffers } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/extra-information/';

/** The user's one record, or null before the first save (product §7: "GET uses first item"). */
export async function getExtraInformation(): Promise<ExtraInformation | null> {
  const { data } = await getApiClient().get(BASE);
  return (await parseAnswer('extraInformationListSchema', data, 'get extra information'))[0] ?? null;
}

/** What this JobPilot offers beyond the user's own data (a setting needing one shows only then). */
export async function getExtraInformationOffers(): Promise<ExtraInformationOffers> {
  const { data } = await getApiClient().get(`${BASE}offers/`);
  return parseAnswer('extraInformationOffersSchema', data, 'get extra information offers');
}
