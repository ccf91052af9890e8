import {
  buildDocx,
  buildGapDocx,
  buildPdf,
  buildSlowPdf,
  buildZip,
  buildZipBombDocx,
} from '@test/helpers/resume-fixtures';
import { EXTRACTION_LIMITS, ExtractionError, extractResumeText } from '../resume-text';
import { readInChildProcess } from '../resume-reader-process';

const MB = 1024 * 1024;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ExtractionError ? error.failure : error),
  );

describe('extractResumeText', () => {
  it('reads the text of a PDF with unpdf', async () => {
    const text = await extractResumeText(buildPdf('Ada Lovelace (analyst) \\ engines'), 'pdf');
    expect(text).toBe('Ada Lovelace (analyst) \\ engines');
  });

  it('reads every word of a PDF resume longer than one printed line', async () => {
    const sentence = 'Five years of experience with Python and four years with TypeScript.';
    const resume = `Ada Lovelace\n${Array.from({ length: 4 }, () => sentence).join(' ')}`;
    const text = await extractResumeText(buildPdf(resume), 'pdf');
    expect(text.replace(/\s+/g, ' ')).toBe(resume.replace(/\s+/g, ' '));
    expect(text.split('\n').length).toBeGreaterThan(3);
  });

  it('reads the paragraphs of a DOCX with mammoth', async () => {
    const text = await extractResumeText(buildDocx('Grace Hopper\nRear admiral\n\n\n\nCOBOL <&>'), 'docx');
    expect(text).toBe('Grace Hopper\n\nRear admiral\n\nCOBOL <&>');
  });

  it('says a document its parser cannot read is unreadable, so the caller decides', async () => {
    expect(await failureOf(extractResumeText(Buffer.from('%PDF-1.4 nothing else'), 'pdf'))).toBe('unreadable');
    const brokenXml = buildZip([{ name: 'word/document.xml', content: '<' }]);
    expect(await failureOf(extractResumeText(brokenXml, 'docx'))).toBe('unreadable');
  });

  it('leaves the caller’s buffer usable', async () => {
    const bytes = buildPdf('still here');
    const copy = Buffer.from(bytes);
    await extractResumeText(bytes, 'pdf');
    expect(bytes.equals(copy)).toBe(true);
  });
});

describe('extractResumeText on hostile documents', () => {
  it('refuses a DOCX whose parts declare more than the inflated limit, without inflating them', async () => {
    const bomb = await buildZipBombDocx(200 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const started = Date.now();
    const reading = extractResumeText(bomb, 'docx');
    await expect(reading).rejects.toThrow(/inflates to \d+ bytes \(limit 67108864\)/);
    expect(await failureOf(reading)).toBe('refused');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a DOCX that inflates past the size its headers declare', async () => {
    const liar = await buildZipBombDocx(200 * MB, MB);
    const rss = process.memoryUsage.rss();
    const reading = extractResumeText(liar, 'docx');
    await expect(reading).rejects.toThrow(/inflates past its declared 1048576 bytes/);
    expect(await failureOf(reading)).toBe('refused');
    expect(process.memoryUsage.rss() - rss).toBeLessThan(150 * MB);
  });

  it('refuses the DOCX whose gap before its end record hides a 150 MB document from the size check', async () => {
    const gap = await buildGapDocx(150 * MB);
    expect(gap.length).toBeLessThan(MB);
    expect(await failureOf(extractResumeText(gap, 'docx'))).toBe('refused');
  });

  it('gives up on a PDF that keeps pdf.js busy past its processor time, and the event loop stays free', async () => {
    const slow = buildSlowPdf(3_000_000);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const limits = { ...EXTRACTION_LIMITS, cpuMs: 1000, wallMs: 20_000 };
    const started = Date.now();
    let reading: Promise<string> = Promise.resolve('');
    try {
      reading = extractResumeText(slow, 'pdf', { limits });
      await expect(reading).rejects.toThrow(/more than 1000 ms of processor time/);
    } finally {
      clearInterval(ticker);
    }
    expect(await failureOf(reading)).toBe('refused');
    // Its processor time stopped it, not the wall clock's backstop.
    expect(Date.now() - started).toBeLessThan(limits.wallMs);
    // A loop blocked all along runs an overdue interval once at most. A free one runs it ~20 times
    // a second, but on a busy 2-core CI machine (the reader taking one core, other suites the
    // other) it ran only 3 times in a second: more than once is the line that tells the two apart.
    expect(ticks).toBeGreaterThanOrEqual(2);
  });

  it('leaves a document unread, not refused, when a busy machine kept its reader past the wall clock', async () => {
    // A normal resume whose reader cannot even start in 50 ms: the machine's trouble, not the file's.
    const reading = extractResumeText(buildPdf('Ada Lovelace'), 'pdf', {
      limits: { ...EXTRACTION_LIMITS, cpuMs: 60_000, wallMs: 50 },
    });
    await expect(reading).rejects.toThrow(/too busy to finish it in 50 ms/);
    expect(await failureOf(reading)).toBe('unfinished');
  });

  it('refuses a document whose reader outgrows its heap limit (V8 aborts the reader, not us)', async () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `paragraph ${i} ${'x'.repeat(60)}`).join('\n');
    const reading = extractResumeText(buildDocx(text), 'docx', { limits: { ...EXTRACTION_LIMITS, heapMb: 4 } });
    await expect(reading).rejects.toThrow(/memory limit/);
    expect(await failureOf(reading)).toBe('refused');
  });

  it('kills a reader that grows past its memory limit outside the heap, and so never crashes this process', async () => {
    // The gap DOCX handed to the reader without the size check (as the old check let it through):
    // mammoth inflates its hidden 150 MB part; the child dies or is killed, this process goes on.
    const gap = await buildGapDocx(150 * MB);
    const reading = readInChildProcess(gap, 'docx', undefined, 200_000, {
      cpuMs: 20_000,
      wallMs: 40_000,
      heapMb: 128,
      rssMb: 256,
      maxOutputBytes: MB,
    });
    await expect(reading).rejects.toThrow(/memory limit/);
    expect(await failureOf(reading)).toBe('refused');
  }, 30_000);

  it('kills a reader that writes more text than it may', async () => {
    const text = Array.from({ length: 3_000 }, (_, i) => `line ${i} ${'y'.repeat(90)}`).join('\n');
    const reading = readInChildProcess(buildDocx(text), 'docx', undefined, 200_000, {
      cpuMs: 10_000,
      wallMs: 30_000,
      heapMb: 128,
      rssMb: 512,
      maxOutputBytes: 10_000,
    });
    await expect(reading).rejects.toThrow(/more than 10000 bytes/);
  });

  it('keeps the first 200 000 characters of a longer text', async () => {
    const text = Array.from({ length: 3_000 }, (_, i) => `line ${i} ${'y'.repeat(90)}`).join('\n');
    const kept = await extractResumeText(buildDocx(text), 'docx');
    expect(kept.length).toBe(200_000);
    expect(kept.startsWith('line 0 ')).toBe(true);
  });

  it('reads another user’s resume while one user’s slow PDFs hold their turns', async () => {
    const slowLimits = { ...EXTRACTION_LIMITS, cpuMs: 1_500 };
    const attacks = Array.from({ length: 4 }, () =>
      failureOf(extractResumeText(buildSlowPdf(5_000_000), 'pdf', { owner: 1, limits: slowLimits })),
    );
    // The attacker's files are all waiting or reading when the other user's resume arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    const text = await extractResumeText(buildPdf('Ada Lovelace'), 'pdf', { owner: 2 });
    expect(text).toBe('Ada Lovelace');
    // Not behind the attacker's four (4 × 1.5 s of processor time): it took the free reader at once.
    expect(Date.now() - started).toBeLessThan(slowLimits.cpuMs * 4);
    expect(await Promise.all(attacks)).toEqual(Array(4).fill('refused'));
  }, 60_000);

  it('leaves a document unread, not refused, when no reader frees up in time', async () => {
    const slowLimits = { ...EXTRACTION_LIMITS, cpuMs: 3_000 };
    const first = failureOf(extractResumeText(buildSlowPdf(5_000_000), 'pdf', { owner: 7, limits: slowLimits }));
    const second = failureOf(
      extractResumeText(buildPdf('queued'), 'pdf', { owner: 7, limits: { ...EXTRACTION_LIMITS, queueWaitMs: 300 } }),
    );
    expect(await second).toBe('unfinished');
    expect(await first).toBe('refused');
  }, 15_000);
});
