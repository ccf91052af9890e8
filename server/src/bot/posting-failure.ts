import { errors } from 'playwright-core';
import { PageLoadFailed } from './linkedin/page-load';
import { PageNotRecognised, PostingFailure, RunSuperseded } from './run-errors';
import { postingReasons } from './run-notes';

/**
 * What went wrong with one posting, as a PostingFailure the loop records before moving on; undefined
 * for what must end the run anyway (the run was superseded, LinkedIn is unreachable).
 */
export function postingFailureOf(error: unknown): PostingFailure | undefined {
  if (error instanceof PostingFailure) return error;
  if (error instanceof RunSuperseded) return undefined;
  if (error instanceof PageNotRecognised)
    return new PostingFailure(postingReasons.notRecognised, error.what, { cause: error });
  // Its page kept answering with an error (retried already): LinkedIn's trouble with this posting.
  if (error instanceof PageLoadFailed)
    return new PostingFailure(postingReasons.didNotLoad, undefined, { cause: error });
  if (error instanceof errors.TimeoutError)
    return new PostingFailure(postingReasons.timedOut, undefined, { cause: error });
  const message = (error as Error | undefined)?.message ?? '';
  if (/net::ERR_|Target (page, context or browser )?closed|Browser has been closed/i.test(message)) return undefined;
  // An error nobody foresaw: the posting fails; the same one three times in a row ends the run.
  return new PostingFailure(postingReasons.unexpected, UNEXPECTED, { cause: error });
}

/** The streak key of unforeseen errors (never a page element, so never named in a note). */
export const UNEXPECTED = 'unexpected error';
