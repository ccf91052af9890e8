import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ZipEntryInfo } from './upload-check';
import type { ResumeKind } from './upload-check';

const READER_SCRIPT = path.join(__dirname, 'resume-text-worker.mjs');
/** The reader's exit codes (resume-text-worker.mjs). */
const READ_FAILED = 2;
const REFUSED = 3;
const RSS_CHECK_MS = 50;
/** Linux's clock ticks per second in /proc/<pid>/stat (USER_HZ, 100 on every mainstream build). */
const CLOCK_TICKS_PER_S = 100;
/** Whether processes' processor time can be read here (Linux). */
const PROC_STAT = existsSync('/proc/self/stat');

/**
 * How one document's reading ended when it gave no text: `refused` the document broke a limit
 * (time, memory, output, a lying archive: the file's fault, so its upload is refused);
 * `unreadable` the parser could not make sense of it; `unfinished` it was never read (no reader
 * free in time, or none could start): nothing is known about the file.
 */
export type ExtractionFailure = 'refused' | 'unreadable' | 'unfinished';

/** Why a document's text could not be read; the message is for the log, never for the user. */
export class ExtractionError extends Error {
  constructor(
    readonly failure: ExtractionFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface ReaderProcessLimits {
  /**
   * Processor time (user + system) of the reading: what a document costs, however busy the machine
   * is. Past it the document is refused.
   */
  cpuMs: number;
  /**
   * Wall time of the reading, a backstop. Past it with the processor time under its limit, the
   * machine was too busy to finish (`unfinished`, try again), not the document's fault; without
   * /proc (not Linux), the backstop is the only clock and the document is refused.
   */
  wallMs: number;
  /** V8 old-generation heap of the reader (--max-old-space-size). */
  heapMb: number;
  /** Resident size of the reader, buffers outside the heap included (pdf.js, zlib). */
  rssMb: number;
  /** Bytes of text the reader may send back. */
  maxOutputBytes: number;
}

/**
 * Reads one document in a child process of its own, which exits when done: its memory goes back
 * to the system whatever the document did, and a crash (V8 aborting at its heap limit) kills the
 * child only. The child is killed when it uses more than `cpuMs` of processor time, outlives
 * `wallMs`, outgrows `rssMb` or writes more than `maxOutputBytes`; it sees no environment variable
 * (no secret reaches a parser).
 */
export function readInChildProcess(
  bytes: Buffer,
  kind: ResumeKind,
  entries: ZipEntryInfo[] | undefined,
  maxChars: number,
  limits: ReaderProcessLimits,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${limits.heapMb}`, READER_SCRIPT], {
      cwd: __dirname,
      env: {},
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    let outputBytes = 0;
    let errorText = '';
    let killedFor: string | undefined;
    /** Refused (the document's fault) or unfinished (the machine's): see ReaderProcessLimits. */
    let killedAs: ExtractionFailure = 'refused';
    /** Processor time used so far, as /proc last told; undefined where /proc does not exist. */
    let cpuUsedMs = PROC_STAT ? 0 : undefined;
    let settled = false;

    const finish = (error: ExtractionError | undefined, text?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(rssTimer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (error) reject(error);
      else resolve(text ?? '');
    };
    const kill = (reason: string, as: ExtractionFailure = 'refused') => {
      if (!killedFor) [killedFor, killedAs] = [reason, as];
      child.kill('SIGKILL');
    };

    const timer = setTimeout(() => {
      if (cpuUsedMs === undefined) return kill(`it took longer than ${limits.wallMs} ms`);
      kill(
        `the machine was too busy to finish it in ${limits.wallMs} ms (${cpuUsedMs} ms of processor time)`,
        'unfinished',
      );
    }, limits.wallMs);
    // /proc exists on Linux only; elsewhere the heap limit and the wall clock still hold.
    const rssTimer = setInterval(() => {
      if (!child.pid) return;
      const pid = child.pid;
      readFile(`/proc/${pid}/status`, 'utf8').then(
        (status) => {
          const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
          if (kb * 1024 > limits.rssMb * 1024 * 1024) kill(`it grew past the memory limit of ${limits.rssMb} MB`);
        },
        () => undefined,
      );
      readFile(`/proc/${pid}/stat`, 'utf8').then(
        (stat) => {
          cpuUsedMs = processorTimeMs(stat);
          if (cpuUsedMs > limits.cpuMs) kill(`it used more than ${limits.cpuMs} ms of processor time`);
        },
        () => undefined,
      );
    }, RSS_CHECK_MS);

    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > limits.maxOutputBytes) kill(`it wrote more than ${limits.maxOutputBytes} bytes of text`);
      else output.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (errorText.length < 2000) errorText += chunk.toString('utf8');
    });
    // The child may die before reading all its input: a broken pipe is its exit's business.
    child.stdin.on('error', () => undefined);
    child.once('error', (error) =>
      finish(new ExtractionError('unfinished', `The document reader could not start: ${error.message}`)),
    );
    child.once('close', (code, signal) => {
      if (killedFor) return finish(new ExtractionError(killedAs, `The document reader was stopped: ${killedFor}.`));
      if (code === 0) return finish(undefined, Buffer.concat(output).toString('utf8'));
      const detail = errorText.trim() || `exit code ${code}, signal ${signal}`;
      if (code === READ_FAILED)
        return finish(new ExtractionError('unreadable', `The document cannot be read: ${detail}`));
      if (code === REFUSED) return finish(new ExtractionError('refused', `The document was refused: ${detail}`));
      // V8 aborting at its heap limit, or any other crash: the document took the reader down.
      const fatal = /FATAL ERROR: (.*)/.exec(detail)?.[1];
      const reason = fatal ? `it reached the memory limit (${fatal.trim()})` : detail.slice(0, 300);
      return finish(new ExtractionError('refused', `The document reader crashed: ${reason}.`));
    });

    const header = Buffer.from(JSON.stringify({ kind, entries, maxChars }), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    child.stdin.end(Buffer.concat([length, header, bytes]));
  });
}

/** User + system time of a process, from its /proc/<pid>/stat line (fields 14 and 15). */
function processorTimeMs(stat: string): number {
  // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_S;
}
