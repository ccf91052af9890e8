// Runs in a child process started by resume-text.ts for one document, then exits: a hostile PDF
// or DOCX costs this process's time and memory (its heap capped by --max-old-space-size, its
// size, time and output watched by the parent), and its crash or kill never reaches the server.
// Plain JavaScript: Node loads it by itself, outside tsx and jest's transforms.
//
// stdin: a 4-byte little-endian length, that many bytes of JSON ({ kind, entries, maxChars }),
// then the document. stdout: the text. Exit 0 read, READ_FAILED the parser could not read it,
// REFUSED the document broke a limit (the parent refuses the upload).
import { setPriority } from 'node:os';
import { inflateRawSync } from 'node:zlib';

const READ_FAILED = 2;
const REFUSED = 3;

class Refused extends Error {}

// Before anything else, so the threads pdf.js and zlib start inherit it: reading yields the CPU
// to the server's event loop.
try {
  setPriority(10);
} catch {
  // not permitted here: read at normal priority
}

async function readInput() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const input = Buffer.concat(chunks);
  const headerLength = input.readUInt32LE(0);
  const header = JSON.parse(input.subarray(4, 4 + headerLength).toString('utf8'));
  return { ...header, bytes: new Uint8Array(input.subarray(4 + headerLength)) };
}

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

try {
  const { kind, entries, maxChars, bytes } = await readInput();
  const text = kind === 'pdf' ? await pdfText(bytes) : await docxText(bytes, entries);
  // Only what is kept goes back to the server (normalising may shorten it, hence twice).
  process.stdout.write(text.length > maxChars * 2 ? text.slice(0, maxChars * 2) : text, () => process.exit(0));
} catch (error) {
  const code = error instanceof Refused ? REFUSED : READ_FAILED;
  process.stderr.write(String(error?.message ?? error).slice(0, 1000), () => process.exit(code));
}
