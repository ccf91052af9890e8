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
