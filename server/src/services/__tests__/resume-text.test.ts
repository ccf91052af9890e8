import { buildDocx, buildPdf, buildSlowPdf, buildZip, buildZipBombDocx } from '@test/helpers/resume-fixtures';
import { EXTRACTION_LIMITS, ExtractionError, extractResumeText } from '../resume-text';

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

  it('throws for bytes it cannot read, so the caller decides', async () => {
    await expect(extractResumeText(Buffer.from('%PDF-1.4 nothing else'), 'pdf')).rejects.toThrow();
    await expect(extractResumeText(buildZip([{ name: 'word/document.xml', content: '<' }]), 'docx')).rejects.toThrow();
  });

  it('leaves the caller’s buffer usable', async () => {
    const bytes = buildPdf('still here');
    const copy = Buffer.from(bytes);
    await extractResumeText(bytes, 'pdf');
    expect(bytes.equals(copy)).toBe(true);
  });
});

describe('extractResumeText on hostile documents', () => {
  const MB = 1024 * 1024;

  it('refuses a DOCX whose parts declare more than the inflated limit, without inflating them', async () => {
    const bomb = await buildZipBombDocx(200 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const started = Date.now();
    await expect(extractResumeText(bomb, 'docx')).rejects.toThrow(/inflates to \d+ bytes \(limit 67108864\)/);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a DOCX that inflates past the size its headers declare', async () => {
    const liar = await buildZipBombDocx(200 * MB, MB);
    const rss = process.memoryUsage.rss();
    await expect(extractResumeText(liar, 'docx')).rejects.toThrow(/inflates past its declared 1048576 bytes/);
    expect(process.memoryUsage.rss() - rss).toBeLessThan(150 * MB);
  });

  it('gives up on a PDF that keeps pdf.js busy past the time limit, and the event loop stays free', async () => {
    const slow = buildSlowPdf(3_000_000);
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 50);
    const started = Date.now();
    try {
      await expect(extractResumeText(slow, 'pdf', { ...EXTRACTION_LIMITS, timeoutMs: 1000 })).rejects.toThrow(
        ExtractionError,
      );
    } finally {
      clearInterval(ticker);
    }
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(3000);
    // A loop blocked all along runs an overdue interval once at most. A free one runs it ~20 times,
    // but on a busy 2-core CI machine (the reader taking one core, other suites the other) it ran
    // only 3 times in a second: more than once is the line that tells the two apart.
    expect(ticks).toBeGreaterThanOrEqual(2);
  });

  it('stops a reader that outgrows its heap limit', async () => {
    const text = Array.from({ length: 40_000 }, (_, i) => `paragraph ${i} ${'x'.repeat(60)}`).join('\n');
    await expect(extractResumeText(buildDocx(text), 'docx', { ...EXTRACTION_LIMITS, heapMb: 4 })).rejects.toThrow(
      /memory limit/,
    );
  });

  it('keeps the first 200 000 characters of a longer text', async () => {
    const text = Array.from({ length: 3_000 }, (_, i) => `line ${i} ${'y'.repeat(90)}`).join('\n');
    const kept = await extractResumeText(buildDocx(text), 'docx');
    expect(kept.length).toBe(200_000);
    expect(kept.startsWith('line 0 ')).toBe(true);
  });
});
