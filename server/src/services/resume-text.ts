import type { ResumeKind } from './upload-check';

/** Text extraction must not hold an upload forever on a pathological file. */
const EXTRACTION_TIMEOUT_MS = 20_000;

/**
 * The plain text of a resume, for relevance scoring and the bot's answers. Throws when the file
 * cannot be read; the caller decides whether that matters.
 */
export async function extractResumeText(bytes: Buffer, kind: ResumeKind): Promise<string> {
  const text = await withTimeout(kind === 'pdf' ? pdfText(bytes) : docxText(bytes), EXTRACTION_TIMEOUT_MS);
  return normalise(text);
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // pdf.js may take over (detach) the buffer it is given, so it gets a copy.
  // Verbosity 0: pdf.js reports errors by throwing, not by writing to the console.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    // Frees the parsed document and its (fake, in-thread) worker.
    await pdf.loadingTask.destroy();
  }
}

async function docxText(bytes: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: bytes });
  return value;
}

/** PostgreSQL text cannot hold NUL; runs of blank lines carry nothing. */
function normalise(text: string): string {
  return text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Text extraction took longer than ${ms} ms.`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
