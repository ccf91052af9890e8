import type { FastifyBaseLogger } from 'fastify';
import type { Applicant } from '../answers/applicant';
import type { LetterPosting } from '../answers/llm-cover-letter';
import type { BotDeps } from '../bot-deps';
import { coverLetterOf, type CoverLetter } from './cover-letter';

/**
 * The letter a company form's cover letter field gets on one posting (product §4.13): the user's
 * own (see coverLetterOf); without one, and only when they switched it on and the server has a
 * model, a letter worded from their data for this posting — asked once per posting, recorded with
 * the source `llm`. No letter (or the model failing, refusing, saying nothing): the field is left
 * as without a model, and why goes to the log.
 */
export function letterForPosting(
  applicant: Applicant,
  writer: BotDeps['coverLetterWriter'],
  posting: LetterPosting,
  log: FastifyBaseLogger,
): (question: string) => Promise<CoverLetter | undefined> {
  let written: Promise<CoverLetter | undefined> | undefined;
  return async (question) => {
    const own = coverLetterOf(applicant, question);
    if (own || !applicant.writeCoverLetter || !writer) return own;
    written ??= writer(applicant, posting).then((letter) => {
      if (letter.written) return { text: letter.text, source: 'llm' as const };
      log.info({ company: posting.company, reason: letter.reason }, 'no cover letter worded for the posting');
      return undefined;
    });
    return written;
  };
}
