/**
 * Turns at the document readers, shared fairly: at most `size` documents read at once, one per
 * owner, and a free slot goes to the longest-waiting owner who is not reading already. So one
 * user uploading many hostile files reads them one after another, and another user's resume
 * takes the next free slot instead of waiting behind all of them.
 */
export class ReaderSlots {
  private readonly reading = new Set<unknown>();
  private running = 0;
  private readonly waiting: Array<{ owner: unknown; start: () => void }> = [];

  constructor(private readonly size: number) {}

  /**
   * Resolves with a release function once a slot is this owner's, or with undefined when none
   * became free within `waitMs` (the caller's document is then not read).
   */
  acquire(owner: unknown, waitMs: number): Promise<(() => void) | undefined> {
    // An anonymous reader (no owner) never waits behind another anonymous one.
    const key = owner ?? Symbol('anonymous');
    return new Promise((resolve) => {
      const waiter = {
        owner: key,
        start: () => {
          clearTimeout(timer);
          resolve(this.take(key));
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        resolve(undefined);
      }, waitMs);
      this.waiting.push(waiter);
      this.next();
    });
  }

  private take(owner: unknown) {
    this.running += 1;
    this.reading.add(owner);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.reading.delete(owner);
      this.next();
    };
  }

  private next() {
    while (this.running < this.size) {
      const index = this.waiting.findIndex((waiter) => !this.reading.has(waiter.owner));
      if (index < 0) return;
      const [waiter] = this.waiting.splice(index, 1);
      waiter!.start();
    }
  }
}
