import { buildDocx, buildPdf, buildZip } from '../../../test/helpers/resume-fixtures';
import { extractResumeText } from '../resume-text';

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
