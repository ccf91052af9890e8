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
