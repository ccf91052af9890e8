// Runs in a child process started by resume-text.ts for one document, then exits: a hostile PDF
// or DOCX costs this process's time and memory (its heap capped by --max-old-space-size, its
// size, time and output watched by the parent), and its crash or kill never reaches the server.
// Plain JavaScript: Node loads it by itself, outside tsx and jest's transforms.
//
// stdin: a 4-byte little-endian length, that many bytes of JSON ({ kind, entries, maxChars }),
// then the document. stdout: the text. Exit 0 read, READ_FAILED the parser could not read it,
// REFUSED the document broke a limit (the parent refuses the upload).
import { setPriority } from 'node:os';
import { readDocument, Refused } from './resume-text-read.mjs';

const READ_FAILED = 2;
const REFUSED = 3;

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

try {
  const text = await readDocument(await readInput());
  process.stdout.write(text, () => process.exit(0));
} catch (error) {
  const code = error instanceof Refused ? REFUSED : READ_FAILED;
  process.stderr.write(String(error?.message ?? error).slice(0, 1000), () => process.exit(code));
}
