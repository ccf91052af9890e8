import type { DbOrTx } from '../db/client';
import { answeredQuestionKeys, questionKey } from '../db/repositories/answers-needed';
import { findExtraInformation } from '../db/repositories/extra-information';
import type { Applicant } from './answers/applicant';
import { rebuildWith } from './answers/build-applicant';

/**
 * The applicant with the user's Additional Information as saved now: an answer given under
 * "Answers needed" while the run goes on is used by the next posting. Those answers are kept with
 * the custom answers; the engine names them by where they came from.
 */
export async function freshApplicant(db: DbOrTx, userId: number, applicant: Applicant): Promise<Applicant> {
  const extra = await findExtraInformation(db, userId);
  if (!extra) return applicant;
  const answeredKeys = await answeredQuestionKeys(db, userId);
  const answeredWhenAsked = Object.keys(extra.data).filter((question) => answeredKeys.has(questionKey(question)));
  return rebuildWith(applicant, extra, answeredWhenAsked);
}
