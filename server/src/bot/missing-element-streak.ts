/**
 * Tells one odd posting from a LinkedIn change: the same element missing on `limit` postings in a
 * row means the page no longer matches, and the run stops; anything else resets the count.
 */
export class MissingElementStreak {
  private what: string | null = null;
  private count = 0;

  constructor(private readonly limit = 3) {}

  /** A posting failed because `what` was not found: answers whether that makes `limit` in a row. */
  missed(what: string): boolean {
    this.count = what === this.what ? this.count + 1 : 1;
    this.what = what;
    return this.count >= this.limit;
  }

  /** A posting got past its elements (applied, skipped, or failed for a reason of its own). */
  cleared(): void {
    this.what = null;
    this.count = 0;
  }
}
