import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ReceivedFile } from './submissions';

/** A posted form: every field's values in order (repeated names kept), and the files sent. */
export interface PostedForm {
  fields: Map<string, string[]>;
  files: ReceivedFile[];
}

/** Resumes and attachments up to 10 MB, as the three systems take them (Lever says 100 MB; the bot sends far less). */
const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** A post the replica cannot take: a file over the limit, or a body that is not a form. */
export class UnreadableForm extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
    this.name = 'UnreadableForm';
  }
}

/**
 * Reads a company-site form post, multipart or urlencoded. An empty file input (no name, no
 * bytes) is no file, as the systems treat it. Limits are the forms' own, not LinkedIn's.
 */
export async function readPostedForm(request: FastifyRequest): Promise<PostedForm> {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof UnreadableForm) throw error;
    request.log.warn({ err: error }, 'company-site form could not be read');
    throw new UnreadableForm('The application could not be read. Please try again.', 400);
  }
}

async function readParts(request: FastifyRequest): Promise<PostedForm> {
  const fields = new Map<string, string[]>();
  const add = (name: string, value: string) => fields.set(name, [...(fields.get(name) ?? []), value]);
  const files: ReceivedFile[] = [];
  if (request.isMultipart()) {
    const parts = request.parts({ limits: { fileSize: FILE_MAX_BYTES, files: 20, fields: 400, fieldSize: 200_000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated)
          throw new UnreadableForm('The file is too large. Please upload a file of 10 MB or less.', 413);
        if (!part.filename && bytes.length === 0) continue;
        files.push({
          field: part.fieldname,
          fileName: part.filename,
          contentType: part.mimetype,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          bytes,
        });
      } else {
        add(part.fieldname, String(part.value ?? ''));
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    for (const [name, value] of Object.entries(request.body as Record<string, unknown>)) {
      for (const v of Array.isArray(value) ? value : [value]) add(name, String(v ?? ''));
    }
  }
  return { fields, files };
}

/** The first value of a field, trimmed ("" when absent). */
export const first = (form: PostedForm, name: string): string => (form.fields.get(name)?.[0] ?? '').trim();
/** Every non-empty value of a field. */
export const all = (form: PostedForm, name: string): string[] =>
  (form.fields.get(name) ?? []).map((v) => v.trim()).filter(Boolean);
/** The fields as a plain object for the record: one value as a string, several as a list. */
export const fieldRecord = (form: PostedForm): Record<string, string | string[]> =>
  Object.fromEntries([...form.fields].map(([k, v]) => [k, v.length === 1 ? v[0]! : v]));
export const fileOf = (form: PostedForm, field: string): ReceivedFile | undefined =>
  form.files.find((f) => f.field === field);
export const fileMeta = (file: ReceivedFile | undefined) => {
  if (!file) return null;
  const { bytes: _bytes, ...meta } = file;
  return meta;
};
