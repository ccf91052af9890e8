/**
 * One run of `pnpm bench readers`, in a process of its own so that its memory is measured alone:
 * `readers-host.ts <variant> <scenario>` reads the scenario's documents the variant's way, prints
 * `ready` before the first one, then one JSON line: each document's outcome and time, and the
 * longest its own event loop was held up.
 *
 * Variants: `child-processes` (the server's reader slots, a child process per document);
 * `piscina` (a pool of 2 worker threads with V8 resource limits, the pool's own queue, each task
 * aborted at the time limit — the pool has no limit on a task's running time, so the clock starts
 * at submission); `piscina-slots` (the same pool behind the server's fair reader slots, so a task
 * starts when submitted and its clock is its running time).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { Piscina } from 'piscina';
import { ReaderSlots } from '../src/services/reader-slots';
import { readInChildProcess } from '../src/services/resume-reader-process';
import { checkDeclaredSizes, EXTRACTION_LIMITS } from '../src/services/resume-text';
import type { ResumeKind } from '../src/services/upload-check';
import { buildDocx, buildGapDocx, buildPdf, buildSlowPdf } from '../test/helpers/resume-fixtures';

const MB = 1024 * 1024;
const READERS = 2;
const limits = EXTRACTION_LIMITS;

interface Document {
  owner: number;
  kind: ResumeKind;
  bytes: Buffer;
  label: string;
  /** Submitted this long after the scenario started. */
  delayMs?: number;
  /**
   * Handed to the reader without the archive checks (declared and inflated sizes), as if they
   * had missed it: what the reader's own limits hold on their own.
   */
  unchecked?: boolean;
}

const archiveEntries = ({ kind, bytes, unchecked }: Document) =>
  kind === 'docx' && !unchecked ? checkDeclaredSizes(bytes, limits.maxInflatedBytes) : undefined;

/** Takes a fair slot, then reads; the slot is given back however the reading ended. */
const inSlot =
  (slots: ReaderSlots, read: Read): Read =>
  async (document) => {
    const release = await slots.acquire(document.owner, limits.queueWaitMs);
    if (!release) throw new Error('unfinished: no reader became free in time');
    try {
      return await read(document);
    } finally {
      release();
    }
  };

type Read = (document: Document) => Promise<string>;

/** What extractResumeText does (its text is then normalised), with the archive checks optional. */
async function childProcesses(): Promise<{ read: Read; close: () => Promise<void> }> {
  const read: Read = (document) =>
    readInChildProcess(document.bytes, document.kind, archiveEntries(document), limits.maxChars, {
      cpuMs: limits.cpuMs,
      wallMs: limits.wallMs,
      heapMb: limits.heapMb,
      rssMb: limits.rssMb,
      maxOutputBytes: limits.maxChars * 6 + 1024,
    });
  return { read: inSlot(new ReaderSlots(READERS), read), close: async () => undefined };
}

async function pool(fair: boolean): Promise<{ read: Read; close: () => Promise<void> }> {
  const piscina = new Piscina({
    filename: path.join(__dirname, 'readers-pool-worker.mjs'),
    minThreads: READERS,
    maxThreads: READERS,
    // As close to the child's limits as a thread allows: V8's heaps and stack only; the RSS
    // watchdog and the output cap have no per-thread equivalent.
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
  });
  const read: Read = (document) =>
    piscina.run(
      { kind: document.kind, entries: archiveEntries(document), maxChars: limits.maxChars, bytes: document.bytes },
      // A thread's own processor time cannot be read in Node 20: the wall clock stands in for it.
      { signal: AbortSignal.timeout(limits.cpuMs) },
    ) as Promise<string>;
  return { read: fair ? inSlot(new ReaderSlots(READERS), read) : read, close: () => piscina.destroy() };
}

async function scenario(name: string): Promise<Document[]> {
  if (name === 'normal') {
    return Array.from({ length: 6 }, (_, i) =>
      i % 2
        ? { owner: 1, kind: 'docx' as const, bytes: buildDocx(`Grace Hopper ${i}\nCompilers`), label: `docx ${i}` }
        : { owner: 1, kind: 'pdf' as const, bytes: buildPdf(`Ada Lovelace ${i}\nEngines`), label: `pdf ${i}` },
    );
  }
  if (name === 'flood') {
    return [
      ...Array.from({ length: 4 }, (_, i) => ({
        owner: 1,
        kind: 'pdf' as const,
        bytes: buildSlowPdf(5_000_000),
        label: `slow pdf ${i}`,
      })),
      { owner: 2, kind: 'pdf', bytes: buildPdf('Grace Hopper, compilers'), label: 'other user', delayMs: 500 },
    ];
  }
  if (name === 'memory') {
    const gap = await buildGapDocx(150 * MB);
    return [
      { owner: 1, kind: 'docx', bytes: gap, label: 'gap docx 1', unchecked: true },
      { owner: 2, kind: 'docx', bytes: gap, label: 'gap docx 2', unchecked: true },
      { owner: 3, kind: 'pdf', bytes: buildPdf('Grace Hopper, compilers'), label: 'other user', delayMs: 500 },
    ];
  }
  throw new Error(`Unknown scenario ${name}`);
}

const outcome = (error: unknown) => {
  const e = error as { failure?: string; code?: string; name?: string; message?: string };
  return `${e.failure ?? e.code ?? e.name}: ${String(e.message).slice(0, 90)}`;
};

async function main() {
  const [variant = '', name = ''] = process.argv.slice(2);
  const documents = await scenario(name);
  const reader =
    variant === 'child-processes'
      ? await childProcesses()
      : variant === 'piscina' || variant === 'piscina-slots'
        ? await pool(variant === 'piscina-slots')
        : undefined;
  if (!reader) throw new Error(`Unknown variant ${variant}`);
  process.stdout.write('ready\n');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const started = performance.now();
  const read = async (document: Document) => {
    await new Promise((resolve) => setTimeout(resolve, document.delayMs ?? 0));
    const submitted = performance.now();
    const settle = (result: string) => ({
      label: document.label,
      result,
      ms: Math.round(performance.now() - submitted),
      endedAtMs: Math.round(performance.now() - started),
    });
    try {
      return settle(`text (${(await reader.read(document)).trim().length} chars)`);
    } catch (error) {
      return settle(outcome(error));
    }
  };
  // The normal scenario reads one after another (a read's own time); the others all at once.
  const results = [];
  if (name === 'normal') for (const document of documents) results.push(await read(document));
  else results.push(...(await Promise.all(documents.map(read))));
  loop.disable();
  await reader.close();
  process.stdout.write(`${JSON.stringify({ results, maxLoopDelayMs: Math.round(loop.max / 1e6) })}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
