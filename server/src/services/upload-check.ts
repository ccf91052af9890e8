import { RESUME_MIME_TYPES } from '@app/shared/contract';

/** The kinds of resume we accept, decided from the bytes alone. */
export type ResumeKind = keyof typeof RESUME_MIME_TYPES;

export const RESUME_EXTENSIONS: Record<ResumeKind, string> = { pdf: '.pdf', docx: '.docx' };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const DOCX_MAIN_PART = 'word/document.xml';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const END_OF_DIRECTORY_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_LOCATOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x06, 0x07]);

/**
 * What the file really is, whatever its name or declared type says: a PDF starts with `%PDF-`;
 * a DOCX is a zip archive whose central directory lists `word/document.xml`. Anything else is
 * undefined. Every offset read from the file is bounds-checked, so hostile bytes cannot throw.
 */
export function detectResumeKind(bytes: Buffer): ResumeKind | undefined {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (zipHasEntry(bytes, DOCX_MAIN_PART)) return 'docx';
  return undefined;
}

/** True when `bytes` is a zip archive listing `name` in its central directory. */
export function zipHasEntry(bytes: Buffer, name: string): boolean {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return false;
  const directory = findCentralDirectory(bytes);
  if (!directory) return false;

  const wanted = Buffer.from(name, 'utf8');
  let at = directory.offset;
  const end = directory.offset + directory.size;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return false;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return false;
    if (bytes.subarray(at + 46, nameEnd).equals(wanted)) {
      // The entry must really be there, not only named in the directory.
      return localOffset + 30 <= directory.offset && bytes.readUInt32LE(localOffset) === LOCAL_HEADER;
    }
    at = nameEnd + extraLength + commentLength;
  }
  return false;
}

/** One file of a zip archive as its central directory describes it. */
export interface ZipEntryInfo {
  name: string;
  /** 0 stored, 8 deflated; anything else cannot be read here. */
  method: number;
  compressedSize: number;
  /** What the archive claims; a hostile one may lie, so inflating checks it again. */
  uncompressedSize: number;
  /** Where the entry's compressed bytes start (after its local header). */
  dataOffset: number;
}

/**
 * The entries of a zip archive, read from its central directory without inflating anything;
 * undefined when the directory or a local header is not where it says. Zip64 sizes (over 4 GiB)
 * are reported as Infinity: no resume is that large.
 */
export function zipEntries(bytes: Buffer): ZipEntryInfo[] | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  const directory = findCentralDirectory(bytes);
  if (!directory) return undefined;
  const entries: ZipEntryInfo[] = [];
  let at = directory.offset;
  const end = directory.offset + directory.size;
  for (let i = 0; i < directory.entries; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) return undefined;
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd > end) return undefined;
    if (localOffset + 30 > directory.offset || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER) return undefined;
    const dataOffset = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const zip64 = compressedSize === 0xffffffff || uncompressedSize === 0xffffffff;
    if (!zip64 && dataOffset + compressedSize > directory.offset) return undefined;
    entries.push({
      name: bytes.subarray(at + 46, nameEnd).toString('utf8'),
      method,
      compressedSize: zip64 ? Infinity : compressedSize,
      uncompressedSize: zip64 ? Infinity : uncompressedSize,
      dataOffset,
    });
    at = nameEnd + extraLength + commentLength;
  }
  // JSZip reads entries for as long as their signature follows, whatever the count says: the
  // counted entries must fill the directory, or it would read entries this list never saw.
  return at === end ? entries : undefined;
}

interface CentralDirectory {
  offset: number;
  size: number;
  entries: number;
}

/**
 * Reads the end-of-central-directory record (zip64 too) the way the DOCX reader (JSZip, inside
 * mammoth) finds it, and refuses any archive the two could read differently. JSZip takes the last
 * end-record signature anywhere in the file and, when the directory does not end right where that
 * record starts, treats the gap as prepended data and shifts every offset by it: a gap can hide a
 * second directory (with a huge part) that this check would never see. So the record found must be
 * the last signature, its comment must end the file, and the directory must end exactly at it.
 */
function findCentralDirectory(bytes: Buffer): CentralDirectory | undefined {
  const at = bytes.lastIndexOf(END_OF_DIRECTORY_SIGNATURE);
  if (at < 0 || at + 22 > bytes.length) return undefined;
  if (at + 22 + bytes.readUInt16LE(at + 20) !== bytes.length) return undefined;
  const directory: CentralDirectory = {
    entries: bytes.readUInt16LE(at + 10),
    size: bytes.readUInt32LE(at + 12),
    offset: bytes.readUInt32LE(at + 16),
  };
  if (directory.entries === 0xffff || directory.size === 0xffffffff || directory.offset === 0xffffffff) {
    return readZip64Directory(bytes, at);
  }
  return directory.offset + directory.size === at ? directory : undefined;
}

function readZip64Directory(bytes: Buffer, endAt: number): CentralDirectory | undefined {
  const locatorAt = endAt - 20;
  if (locatorAt < 0 || bytes.lastIndexOf(ZIP64_LOCATOR_SIGNATURE) !== locatorAt) return undefined;
  const recordAt = Number(bytes.readBigUInt64LE(locatorAt + 8));
  if (recordAt + 56 > locatorAt || bytes.readUInt32LE(recordAt) !== ZIP64_END_OF_DIRECTORY) return undefined;
  // The record's own size field counts the bytes after its first 12: it must reach the locator.
  if (recordAt + 12 + Number(bytes.readBigUInt64LE(recordAt + 4)) !== locatorAt) return undefined;
  const entries = Number(bytes.readBigUInt64LE(recordAt + 32));
  const size = Number(bytes.readBigUInt64LE(recordAt + 40));
  const offset = Number(bytes.readBigUInt64LE(recordAt + 48));
  return offset + size === recordAt ? { entries, size, offset } : undefined;
}
