import { buildDocx, buildGapDocx, buildPdf, buildZip, docxEntries } from '@test/helpers/resume-fixtures';
import { detectResumeKind, zipEntries, zipHasEntry } from '../upload-check';

/** A zip64 end record pointing at the archive's plain central directory. */
function withZip64End(zip: Buffer): Buffer {
  const endAt = zip.length - 22;
  const entries = zip.readUInt16LE(endAt + 10);
  const size = zip.readUInt32LE(endAt + 12);
  const offset = zip.readUInt32LE(endAt + 16);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeBigUInt64LE(BigInt(entries), 24);
  record.writeBigUInt64LE(BigInt(entries), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(endAt), 8);
  const end = Buffer.from(zip.subarray(endAt));
  end.writeUInt16LE(0xffff, 8);
  end.writeUInt16LE(0xffff, 10);
  end.writeUInt32LE(0xffffffff, 12);
  end.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([zip.subarray(0, endAt), record, locator, end]);
}

describe('detectResumeKind', () => {
  it('knows a PDF by its %PDF- header', () => {
    expect(detectResumeKind(buildPdf('x'))).toBe('pdf');
    expect(detectResumeKind(Buffer.from('%PDF-'))).toBe('pdf');
  });

  it('knows a DOCX by the word/document.xml entry of its zip directory', () => {
    expect(detectResumeKind(buildDocx('x'))).toBe('docx');
  });

  it('reads a directory behind a zip comment', () => {
    const zip = buildDocx('x');
    const comment = Buffer.from('made by a word processor');
    const withComment = Buffer.concat([zip, comment]);
    withComment.writeUInt16LE(comment.length, zip.length - 2);
    expect(detectResumeKind(withComment)).toBe('docx');
  });

  it('reads a zip64 end of directory', () => {
    expect(detectResumeKind(withZip64End(buildDocx('x')))).toBe('docx');
  });

  it.each<[string, Buffer]>([
    ['an empty file', Buffer.alloc(0)],
    ['plain text', Buffer.from('hello')],
    ['"%PDF" without the dash', Buffer.from('%PDF1.4')],
    ['a PDF header further in', Buffer.from(' %PDF-1.4')],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['a zip without word/document.xml', buildZip([{ name: 'xl/workbook.xml', content: '<x/>' }])],
    ['a zip with the name only as a prefix', buildZip([{ name: 'word/document.xml.bak', content: 'x' }])],
    ['a DOCX cut in half', buildDocx('x').subarray(0, 300)],
    ['a DOCX without its first bytes', buildDocx('x').subarray(4)],
    ['only an end-of-directory record', Buffer.from('504b0304' + '504b0506' + '00'.repeat(18), 'hex')],
  ])('refuses %s', (_, bytes) => {
    expect(detectResumeKind(bytes)).toBeUndefined();
  });

  it('refuses a directory that points outside the file or hides the entry, without throwing', () => {
    const zip = buildDocx('x');
    const endAt = zip.length - 22;
    for (const [field, value] of [
      [16, 0xfffffff0],
      [12, 0xfffffff0],
      [10, 1], // word/document.xml is the third entry
    ] as const) {
      const broken = Buffer.from(zip);
      if (field === 10) broken.writeUInt16LE(value, endAt + field);
      else broken.writeUInt32LE(value, endAt + field);
      expect(detectResumeKind(broken)).toBeUndefined();
    }
  });

  it('refuses a listed entry whose local header is missing', () => {
    const zip = buildZip(docxEntries('x'));
    const broken = Buffer.from(zip);
    // Point every local-header offset in the directory one byte off.
    const endAt = zip.length - 22;
    let at = zip.readUInt32LE(endAt + 16);
    while (at < endAt) {
      broken.writeUInt32LE(zip.readUInt32LE(at + 42) + 1, at + 42);
      at += 46 + zip.readUInt16LE(at + 28);
    }
    expect(zipHasEntry(broken, 'word/document.xml')).toBe(false);
  });

  it('refuses a zip with a gap before its end record, where JSZip would read a hidden second directory', async () => {
    const gap = await buildGapDocx(16 * 1024 * 1024);
    expect(detectResumeKind(gap)).toBeUndefined();
    expect(zipEntries(gap)).toBeUndefined();
  });

  it('refuses a zip whose directory holds more entries than its end record counts', () => {
    const zip = buildDocx('x');
    const endAt = zip.length - 22;
    const undercounted = Buffer.from(zip);
    undercounted.writeUInt16LE(2, endAt + 8);
    undercounted.writeUInt16LE(2, endAt + 10);
    expect(zipEntries(undercounted)).toBeUndefined();
  });

  it('refuses an end record whose comment does not reach the end of the file', () => {
    const trailing = Buffer.concat([buildDocx('x'), Buffer.from('appended')]);
    expect(detectResumeKind(trailing)).toBeUndefined();
  });

  it('survives random bytes behind a zip signature', () => {
    for (let i = 0; i < 200; i++) {
      const noise = Buffer.from(Array.from({ length: 64 + i }, () => Math.floor(Math.random() * 256)));
      noise.writeUInt32LE(0x04034b50, 0);
      noise.writeUInt32LE(0x06054b50, noise.length - 22);
      expect(() => detectResumeKind(noise)).not.toThrow();
    }
  });
});
