import { ReaderSlots } from './reader-slots';
import { ExtractionError, readInChildProcess } from './resume-reader-process';
import { zipEntries, type ResumeKind } from './upload-check';

export { ExtractionError } from './resume-reader-process';

/**
 * Limits on reading one document. Registration is open, so a resume may be built to hurt: a
 * DOCX that inflates to gigabytes, a small PDF that keeps pdf.js busy for many seconds or fills
 * gigabytes outside the JavaScript heap. Each document is read in a child process of its own
 * with these ceilings, so neither the server's event loop nor its memory ever pays for it.
 */
export interface ExtractionLimits {
  /** Processor time one document's reading may use: past it the document is refused. */
  cpuMs: number;
  /** Wall time of one document's reading, from the moment its reader starts: a busy machine's backstop. */
  wallMs: number;
  /** How long a document may wait for a free reader before it is left unread. */
  queueWaitMs: number;
  /** V8 old-generation heap of the reader. */
  heapMb: number;
  /** Resident size of the reader, everything included. */
  rssMb: number;
  /** Declared size of all a DOCX's parts together, inflated. */
  maxInflatedBytes: number;
  /** Characters of text kept (the rest is dropped). */
  maxChars: number;
}

export const EXTRACTION_LIMITS: ExtractionLimits = {
  cpuMs: 6_000,
  // A loaded 2-core machine gave a normal resume's reader a sixth of a core: time enough for that.
  wallMs: 30_000,
  queueWaitMs: 30_000,
  heapMb: 128,
  rssMb: 512,
  maxInflatedBytes: 64 * 1024 * 1024,
  maxChars: 200_000,
};

/**
 * Documents read at once. A resume reads in well under a second (a child process starts and
 * loads its parser in ~0.3 s, so none is kept waiting: each exits after one document and gives its
 * memory back). Two readers, one per user at a time: a hostile document holds one of them for at
 * most its processor time limit, and another user's resume takes the other.
 */
const readers = new ReaderSlots(2);

/**
 * The plain text of a resume, for relevance scoring and the bot's answers, at most
 * `limits.maxChars` characters. `owner` (the uploading user) takes turns with that user's other
 * uploads. Throws ExtractionError, whose `failure` says whether the document broke a limit
 * (`refused`), could not be parsed (`unreadable`) or was never read (`unfinished`).
 */
export async function extractResumeText(
  bytes: Buffer,
  kind: ResumeKind,
  { owner, limits = EXTRACTION_LIMITS }: { owner?: number; limits?: ExtractionLimits } = {},
): Promise<string> {
  const entries = kind === 'docx' ? checkDeclaredSizes(bytes, limits.maxInflatedBytes) : undefined;
  const release = await readers.acquire(owner, limits.queueWaitMs);
  if (!release) {
    throw new ExtractionError('unfinished', `No document reader became free within ${limits.queueWaitMs} ms.`);
  }
  try {
    const text = await readInChildProcess(bytes, kind, entries, limits.maxChars, {
      cpuMs: limits.cpuMs,
      wallMs: limits.wallMs,
      heapMb: limits.heapMb,
      rssMb: limits.rssMb,
      // UTF-8 of the twice-maxChars code units the reader may send, and some slack.
      maxOutputBytes: limits.maxChars * 6 + 1024,
    });
    return normalise(text).slice(0, limits.maxChars);
  } finally {
    release();
  }
}

/** A zip bomb is refused from its central directory, before a single byte is inflated. */
export function checkDeclaredSizes(bytes: Buffer, maxInflatedBytes: number) {
  const entries = zipEntries(bytes);
  if (!entries) throw new ExtractionError('refused', 'The zip archive’s directory cannot be read.');
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (declared > maxInflatedBytes) {
    throw new ExtractionError('refused', `The DOCX inflates to ${declared} bytes (limit ${maxInflatedBytes}).`);
  }
  return entries;
}

/** PostgreSQL text cannot hold NUL; runs of blank lines carry nothing. */
function normalise(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
