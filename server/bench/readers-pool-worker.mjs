// A piscina thread of `pnpm bench readers`: reads one document with the server's own reading code,
// so the pool and the server's child processes are compared on the same work.
import { readDocument } from '../src/services/resume-text-read.mjs';

export default function read(task) {
  return readDocument(task);
}
