import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { zipEntries, type ResumeKind } from './upload-check';

/**
 * Limits on reading one document. Registration is open, so a resume may be built to hurt: a
 * DOCX that inflates to gigabytes, a small PDF that keeps pdf.js busy for many seconds. Reading
 * happens in a worker thread with these ceilings, so the server's event loop never waits on it.
 */
export interface ExtractionLimits {
  /** Wall time for one document, waiting for a free reader included. */
  timeoutMs: number;
  /** V8 old-generation heap of the reader's thread. */
  heapMb: number;
  /** Declared size of all a DOCX's parts together, inflated. */
  maxInflatedBytes: number;
  /** Characters of text kept (the rest is dropped). */
  maxChars: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = {
  timeoutMs: 6_000,
  heapMb: 128,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxChars: 200_000,
};

/**
 * Documents read at once; more wait (inside their time limit). One: a resume reads in well under
 * a second, and a hostile document then holds one core and one reader's memory, never more.
 */
const MAX_READERS = 1;
/**
 * Memory a reader holds outside its heap (buffers pdf.js or zlib allocate) is not capped by the
 * heap limit: when the process grows this much over its size before the readers started, they
 * are all stopped.
 */
const MAX_GROWTH_BYTES = 512 * 1024 * 1024;
const WORKER_SCRIPT = path.join(__dirname, 'resume-text-worker.mjs');

/** Why a document's text could not be read; the caller logs it and stores the file without text. */
export class ExtractionError extends Error {}

/**
 * The plain text of a resume, for relevance scoring and the bot's answers, at most
 * `limits.maxChars` characters. Throws ExtractionError when the file cannot be read or breaks a
 * limit; the caller decides whether that matters.
 */
export async function extractResumeText(
  bytes: Buffer,
  kind: ResumeKind,
  limits: ExtractionLimits = EXTRACTION_LIMITS,
): Promise<string> {
  const deadline = Date.now() + limits.timeoutMs;
  const entries = kind === 'docx' ? checkDeclaredSizes(bytes, limits.maxInflatedBytes) : undefined;
  const release = await readers.acquire(deadline);
  try {
    const text = await runReader(bytes, kind, entries, limits, deadline);
    return normalise(text).slice(0, limits.maxChars);
  } finally {
    release();
  }
}

/** A zip bomb is refused from its central directory, before a single byte is inflated. */
function checkDeclaredSizes(bytes: Buffer, maxInflatedBytes: number) {
  const entries = zipEntries(bytes);
  if (!entries) throw new ExtractionError('The zip archive’s directory cannot be read.');
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxInflatedBytes) {
    throw new ExtractionError(`The DOCX inflates to ${declared} bytes (limit ${maxInflatedBytes}).`);
  }
  return entries;
}

function runReader(
  bytes: Buffer,
  kind: ResumeKind,
  entries: ReturnType<typeof zipEntries>,
  limits: ExtractionLimits,
  deadline: number,
): Promise<string> {
  return new Promise((resolve, reject) => {
    // pdf.js may take over (detach) the buffer it is given: the worker gets a copy.
    const worker = new Worker(WORKER_SCRIPT, {
      workerData: { bytes: new Uint8Array(bytes), kind, entries, maxChars: limits.maxChars },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 },
    });
    let settled = false;
    const finish = (error: Error | undefined, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      watchdog.unwatch(worker);
      if (error) {
        void worker.terminate();
        reject(error instanceof ExtractionError ? error : new ExtractionError(error.message));
      } else {
        resolve(text ?? '');
      }
    };
    const timer = setTimeout(
      () => finish(new ExtractionError(`Reading the document took longer than ${limits.timeoutMs} ms.`)),
      Math.max(0, deadline - Date.now()),
    );
    watchdog.watch(worker, () => finish(new ExtractionError('Reading the document used too much memory.')));
    worker.once('message', (text: string) => finish(undefined, text));
    worker.once('error', (error) => finish(error));
    worker.once('exit', (code) => finish(new ExtractionError(`The document reader stopped (exit code ${code}).`)));
  });
}

/** A counting semaphore whose waiters give up at their deadline. */
class Readers {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  async acquire(deadline: number): Promise<() => void> {
    while (this.running >= MAX_READERS) {
      const wait = new Promise<void>((resolve) => this.waiting.push(resolve));
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        wait.then(() => false),
        new Promise<boolean>(
          (resolve) => (timer = setTimeout(() => resolve(true), Math.max(0, deadline - Date.now()))),
        ),
      ]);
      clearTimeout(timer);
      if (timedOut) throw new ExtractionError('No document reader became free in time.');
    }
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
      this.waiting.shift()?.();
    };
  }
}
const readers = new Readers();

/** Stops every reader when the process grows too far past its size before they started. */
class MemoryWatchdog {
  private readonly watched = new Map<Worker, () => void>();
  private baseline = 0;
  private timer: NodeJS.Timeout | undefined;

  watch(worker: Worker, onTooLarge: () => void) {
    if (this.watched.size === 0) {
      this.baseline = process.memoryUsage.rss();
      this.timer = setInterval(() => this.check(), 50);
      this.timer.unref();
    }
    this.watched.set(worker, onTooLarge);
  }

  unwatch(worker: Worker) {
    this.watched.delete(worker);
    if (this.watched.size === 0) clearInterval(this.timer);
  }

  private check() {
    if (process.memoryUsage.rss() - this.baseline <= MAX_GROWTH_BYTES) return;
    for (const stop of [...this.watched.values()]) stop();
  }
}
const watchdog = new MemoryWatchdog();

/** PostgreSQL text cannot hold NUL; runs of blank lines carry nothing. */
function normalise(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
