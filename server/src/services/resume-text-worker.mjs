// Runs in a worker thread started by resume-text.ts, so that a hostile PDF or DOCX costs this
// thread's time and memory (both capped by the parent), never the server's event loop.
// Plain JavaScript: a worker is loaded by Node itself, outside tsx and jest's transforms.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';

/** @type {{ bytes: Uint8Array, kind: 'pdf' | 'docx', entries?: { name: string, method: number, compressedSize: number, uncompressedSize: number, dataOffset: number }[], maxChars: number }} */
const { bytes, kind, entries, maxChars } = workerData;

// On Linux a thread has its own nice value: reading yields the CPU to the server's event loop.
try {
  setPriority(10);
} catch {
  // not permitted here: read at normal priority
}

async function pdfText() {
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
function checkInflatedSizes() {
  for (const entry of entries ?? []) {
    const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
    if (entry.method === 0) {
      if (packed.length !== entry.uncompressedSize) throw new Error(`zip entry ${entry.name}: stored size mismatch`);
      continue;
    }
    if (entry.method !== 8) throw new Error(`zip entry ${entry.name}: compression method ${entry.method}`);
    let inflated;
    try {
      inflated = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      if (error instanceof RangeError || error?.code === 'ERR_BUFFER_TOO_LARGE') {
        throw new Error(`zip entry ${entry.name} inflates past its declared ${entry.uncompressedSize} bytes`);
      }
      throw error;
    }
    if (inflated.length !== entry.uncompressedSize) {
      throw new Error(`zip entry ${entry.name}: inflated ${inflated.length} bytes, declared ${entry.uncompressedSize}`);
    }
  }
}

async function docxText() {
  checkInflatedSizes();
  const mammoth = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length) });
  return value;
}

const text = kind === 'pdf' ? await pdfText() : await docxText();
// Only what is kept crosses back to the server thread.
parentPort.postMessage(text.length > maxChars * 2 ? text.slice(0, maxChars * 2) : text);
