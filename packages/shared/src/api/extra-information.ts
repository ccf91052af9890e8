import type { CreateExtraInformationRequest, ExtraInformation, UpdateExtraInformationRequest } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/extra-information/';

/** The user's one record, or null before the first save (product §7: "GET uses first item"). */
export async function getExtraInformation(): Promise<ExtraInformation | null> {
  const { data } = await getApiClient().get(BASE);
  return (await parseAnswer('extraInformationListSchema', data, 'get extra information'))[0] ?? null;
}

export async function createExtraInformation(body: CreateExtraInformationRequest): Promise<ExtraInformation> {
  const { data } = await getApiClient().post(BASE, body);
  return parseAnswer('extraInformationSchema', data, 'create extra information');
}

export async function updateExtraInformation(
  id: number,
  body: UpdateExtraInformationRequest,
): Promise<ExtraInformation> {
  const { data } = await getApiClient().patch(`${BASE}${id}/`, body);
  return parseAnswer('extraInformationSchema', data, 'update extra information');
}
