import { CUSTOM_ANSWERS_LIMITS } from '@app/shared/contract';
import type { Db } from '../db/client';
import {
  lockOwnExtraInformation,
  updateExtraInformation,
  type ExtraInformationRow,
  type ExtraInformationValues,
} from '../db/repositories/extra-information';
import { validationFailed } from '../errors/api-error';
import { mergeCustomAnswers } from './merge-custom-answers';

/**
 * A PATCH of the user's Additional Information. With `base` (the custom answers the user's copy
 * was read as), the edited custom answers are merged into what is saved now, under the record's
 * row lock — the lock an answer under "Answers needed" takes too — so an answer given while the
 * user edited is kept, whichever commits first. Undefined when the record is not the user's.
 */
export async function editExtraInformation(
  db: Db,
  userId: number,
  id: number,
  values: ExtraInformationValues,
  base: Record<string, string> | undefined,
): Promise<ExtraInformationRow | undefined> {
  return db.transaction(async (tx) => {
    const saved = await lockOwnExtraInformation(tx, userId, id);
    if (!saved) return undefined;
    const data = values.data && base ? mergeCustomAnswers(saved.data, base, values.data) : values.data;
    if (data && Object.keys(data).length > CUSTOM_ANSWERS_LIMITS.questions) {
      // Only answers kept from meanwhile can bring the count over: the request itself was checked.
      throw validationFailed({
        data: `Ensure this field has no more than ${CUSTOM_ANSWERS_LIMITS.questions} elements.`,
      });
    }
    return updateExtraInformation(tx, userId, id, { ...values, data });
  });
}
