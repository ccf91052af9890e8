/**
 * Tells one odd posting from something wrong with the bot itself: an error nobody foresaw on
 * `limit` postings in a row ends the run; any posting that ends otherwise resets the count. A page
 * element a posting lacks never counts: that posting fails alone and the run goes on.
 */
export class UnexpectedErrorStreak {
  private count = 0;

  constructor(private readonly limit = 3) {}

  /** A posting failed on an unforeseen error: answers whether that makes `limit` in a row. */
  failed(): boolean {
    this.count += 1;
    return this.count >= this.limit;
  }

  /** A posting ended otherwise (applied, skipped, or failed for a reason of its own). */
  cleared(): void {
    this.count = 0;
  }
}
