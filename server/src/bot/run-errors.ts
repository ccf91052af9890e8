/** Why a run stops early, as the driver and the loop signal it to run-search. */
/**
 * A LinkedIn page did not have what the bot needs (LinkedIn changed it, or showed something
 * unexpected). The search stops as failed with a note naming `what`; the page is kept for the
 * operator.
 */
export class PageNotRecognised extends Error {
  constructor(readonly what: string) {
    super(`LinkedIn page not recognised: ${what} was not found.`);
    this.name = 'PageNotRecognised';
  }
}

/** A newer start (or the end of the run) took the search over: this worker stops quietly. */
export class RunSuperseded extends Error {}

/**
 * One posting the bot could not complete (closed, unknown form, a step that does not advance, a
 * single action timing out…): recorded as failed with `reason`, in words the user understands, and
 * the run goes on. `missing` names the page element that did not match, when that was the cause.
 */
export class PostingFailure extends Error {
  constructor(
    readonly reason: string,
    readonly missing?: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'PostingFailure';
  }
}
