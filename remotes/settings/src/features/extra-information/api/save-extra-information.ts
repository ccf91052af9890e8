import { getApiClient } from '@app/shared/api';
import type {
  CreateExtraInformationRequest,
  ExtraInformation,
  UpdateExtraInformationRequest,
} from '@app/shared/contract';

// Only this remote's dialog saves Additional Information: compiled into it (CONTRIBUTING, "Who owns
// an endpoint"). Reading it stays a shared query: the searches remote reads it too.
const BASE = '/job-search/extra-information/';

async function recordFrom(data: unknown, call: string): Promise<ExtraInformation> {
  const { checkAnswer, extraInformationSchema } = await import('@app/shared/contract');
  return checkAnswer(extraInformationSchema, data, call);
}

export async function createExtraInformation(body: CreateExtraInformationRequest): Promise<ExtraInformation> {
  const { data } = await getApiClient().post(BASE, body);
  return recordFrom(data, 'create extra information');
}

export async function updateExtraInformation(
  id: number,
  body: UpdateExtraInformationRequest,
): Promise<ExtraInformation> {
  const { data } = await getApiClient().patch(`${BASE}${id}/`, body);
  return recordFrom(data, 'update extra information');
}
