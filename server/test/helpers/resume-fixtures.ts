import { crc32, createDeflateRaw, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Real, tiny resume files built in code, so no binary fixture is committed and every test can
 * choose the text inside. unpdf and mammoth read them like files from a word processor.
 */

/** Characters of 12 pt Helvetica that fit between the 72 pt margins of a Letter page. */
const PDF_LINE_CHARS = 80;

/** Word-wraps one paragraph to lines that fit the page (a longer word stays whole on its own line). */
function wrapLine(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    if (line && `${line} ${word}`.length > PDF_LINE_CHARS) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * A one-page PDF showing `text` in Helvetica, one line per line of `text`, word-wrapped to the
 * page as a word processor would (text drawn past the page's edge is not extracted by pdf.js), with
 * a correct cross-reference table.
 */
export function buildPdf(text: string): Buffer {
  const lines = text.split('\n').flatMap(wrapLine);
  const shown = lines.map((line) => `(${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`).join(' T* ');
  const stream = `BT /F1 12 Tf 14 TL 72 720 Td ${shown} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export interface ZipEntry {
  name: string;
  content: string | Buffer;
}

/** An entry already deflated, with the CRC and inflated size its headers should state. */
export interface PackedZipEntry {
  name: string;
  packed: Buffer;
  crc: number;
  size: number;
}

/** A zip archive (deflated entries, plain central directory), as Word writes a .docx. */
export function buildZip(entries: ZipEntry[], prepacked: PackedZipEntry[] = []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const all = [
    ...entries.map((entry) => {
      const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
      return { name: entry.name, packed: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
    }),
    ...prepacked,
  ];
  for (const { name: entryName, packed, crc, size } of all) {
    const name = Buffer.from(entryName, 'utf8');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(all.length, 8);
  end.writeUInt16LE(all.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The parts of a minimal Word document: one paragraph per line of `text`. */
export function docxEntries(text: string): ZipEntry[] {
  const paragraphs = text
    .split('\n')
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(line)}</w:t></w:r></w:p>`)
    .join('');
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      content:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body>${paragraphs}</w:body></w:document>`,
    },
  ];
}

export function buildDocx(text: string): Buffer {
  return buildZip(docxEntries(text));
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A multipart body as a browser's FormData sends it: `file` plus optional text fields. */
export function resumeForm(
  file: { bytes: Buffer; name: string; type?: string } | undefined,
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  if (file) {
    // A Uint8Array view is a BlobPart under both Node's and the DOM's typings (e2e compiles this file too).
    const bytes = Uint8Array.from(file.bytes);
    form.append('file', new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * A DOCX zip bomb: a `word/document.xml` of `inflatedBytes` bytes of paragraphs deflated to
 * about a thousandth of that. `declaredBytes` is the size its zip headers claim (the truth when
 * not given; a smaller number makes an archive that lies about its size).
 */
export async function buildZipBombDocx(inflatedBytes: number, declaredBytes = inflatedBytes): Promise<Buffer> {
  const [contentTypes, rels, document] = docxEntries('bomb');
  const head = Buffer.from(String(document!.content).replace(/<w:p>.*$/, ''), 'utf8');
  const tail = Buffer.from('</w:body></w:document>', 'utf8');
  const paragraph = Buffer.from(
    '<w:p><w:r><w:t>aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa</w:t></w:r></w:p>'.repeat(16_384),
    'utf8',
  );
  const deflate = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => packed.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  const write = (chunk: Buffer) => {
    crc = crc32(chunk, crc);
    return deflate.write(chunk) ? Promise.resolve() : new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(head);
  let written = head.length + tail.length;
  while (written + paragraph.length <= inflatedBytes) {
    await write(paragraph);
    written += paragraph.length;
  }
  await write(tail);
  deflate.end();
  await done;
  return buildZip(
    [contentTypes!, rels!],
    [{ name: 'word/document.xml', packed: Buffer.concat(packed), crc, size: Math.min(written, declaredBytes) }],
  );
}

/**
 * A small PDF that keeps pdf.js busy for seconds: one page whose compressed content stream
 * inflates to `operators` operators showing `shown` (5 000 000 of "ab", 150 KB, take pdf.js about
 * 5 s of processor time; 4 000 000 of 16 letters, 280 KB, about 13 s).
 */
export function buildSlowPdf(operators: number, shown = 'ab'): Buffer {
  const ops = deflateSync(
    Buffer.from(`BT /F1 12 Tf 72 720 Td ${`(${shown}) Tj 1 0 Td `.repeat(operators)} ET`, 'latin1'),
    {
      level: 9,
    },
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${ops.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      ops,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      Buffer.isBuffer(object) ? object : Buffer.from(object, 'latin1'),
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

/** The local entries, central directory and end record of a zip built by buildZip. */
function splitZip(zip: Buffer) {
  const endAt = zip.length - 22;
  const directorySize = zip.readUInt32LE(endAt + 12);
  const directoryAt = zip.readUInt32LE(endAt + 16);
  return {
    entries: zip.readUInt16LE(endAt + 10),
    locals: zip.subarray(0, directoryAt),
    directory: Buffer.from(zip.subarray(directoryAt, directoryAt + directorySize)),
  };
}

/**
 * A DOCX that two zip readers see differently. Its end record points at the directory of a tiny,
 * honest `word/document.xml`, but leaves a gap before itself; JSZip (mammoth's reader) takes such
 * a gap for data prepended to the archive, shifts every offset by it and so reads a second
 * directory, hidden in the gap, whose `word/document.xml` inflates to `inflatedBytes`.
 *
 *   [tiny entries][bomb entries][tiny directory][bomb directory, offsets minus the gap][end]
 *
 * The gap is the bomb directory itself (as long as the tiny one: same entry names), so JSZip
 * reads its directory at tiny directory + gap = the bomb's, and each local header at its stored
 * offset + gap = where the bomb's entry really is.
 */
export async function buildGapDocx(inflatedBytes: number): Promise<Buffer> {
  const tiny = splitZip(buildDocx('Nothing to see here'));
  const bomb = splitZip(await buildZipBombDocx(inflatedBytes));
  const gap = bomb.directory.length;
  if (gap !== tiny.directory.length || tiny.locals.length < gap) throw new Error('the two directories must match');
  // Shift the bomb directory's local-header offsets: they now start after the tiny entries, less the gap.
  for (let at = 0; at < bomb.directory.length; at += 46 + bomb.directory.readUInt16LE(at + 28)) {
    bomb.directory.writeUInt32LE(bomb.directory.readUInt32LE(at + 42) + tiny.locals.length - gap, at + 42);
  }
  const directoryAt = tiny.locals.length + bomb.locals.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(tiny.entries, 8);
  end.writeUInt16LE(tiny.entries, 10);
  end.writeUInt32LE(tiny.directory.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([tiny.locals, bomb.locals, tiny.directory, bomb.directory, end]);
}
