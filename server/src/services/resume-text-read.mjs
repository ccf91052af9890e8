// How a resume's text is read, whatever runs it: the child process of resume-text-worker.mjs
// (the server's), or a pool thread in `pnpm bench readers` (the comparison). Plain JavaScript:
// Node loads it by itself, outside tsx and jest's transforms.
import { inflateRawSync } from 'node:zlib';

/** The document broke a limit: its upload is refused, not merely unread. */
export class Refused extends Error {}

async function pdfText(bytes) {
  const { extractText, getDocumentProxy } = await import('unpdf');
  // Verbosity 0: pdf.js reports errors by throwing, not by writing to the console.
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const { text } = await extractText(pdf, { mergePages: true });
    return text;
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/**
 * Inflates every entry once with its declared size as the ceiling (zlib stops there instead of
 * growing the output), so an archive that lies about its sizes is refused before mammoth, whose
 * zip reader inflates without limit, sees it.
 */
function checkInflatedSizes(bytes, entries) {
  for (const entry of entries ?? []) {
    const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) {
      if (packed.length !== entry.uncompressedSize) throw new Refused(`zip entry ${entry.name}: stored size mismatch`);
      continue;
    }
    if (entry.method !== 8) throw new Refused(`zip entry ${entry.name}: compression method ${entry.method}`);
    let inflated;
    try {
      inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if (error instanceof RangeError || error?.code === 'ERR_BUFFER_TOO_LARGE') {
        throw new Refused(`zip entry ${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
      }
      throw error;
    }
    if (inflated.length !== entry.uncompressedSize) {
      throw new Refused(
        `zip entry ${entry.name}: inflated ${inflated.length} bytes, declared ${entry.uncompressedSize}`,
      );
    }
  }
}

async function docxText(bytes, entries) {
  checkInflatedSizes(bytes, entries);
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
  return value;
}

/** The text of one document, at most twice `maxChars` characters (normalising may shorten it). */
export async function readDocument({ kind, entries, maxChars, bytes }) {
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes, entries);
  return text.length > maxChars * 2 ? text.slice(0, maxChars * 2) : text;
}
