import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  errorMessages,
  RESUME_TITLE_MAX_LENGTH,
  resumeFileMessages,
  resumeUploadFieldsSchema,
} from '@app/shared/contract';
import { ApiError, badRequest, validationFailed } from '@/errors/api-error';
import { issuesToFieldErrors } from '@/errors/field-errors';
import { detectResumeKind, type ResumeKind } from '@/services/upload-check';
import { defaultTitle, displayFileName } from './file-name';

/** As the JSON routes answer it (plugins/app/reject-null-characters): PostgreSQL text cannot hold U+0000. */
const NULL_CHARACTER = 'Null characters are not allowed.';

/** A resume upload that passed every check: nothing is stored before this exists. */
export interface ResumeUpload {
  bytes: Buffer;
  kind: ResumeKind;
  sha256: string;
  fileName: string;
  title: string;
}

interface ReceivedFile {
  bytes: Buffer;
  name: string;
  truncated: boolean;
}

/**
 * Reads the multipart form (`file`, `title`, `size`) and checks it: the file by its bytes (PDF or
 * DOCX, not empty, not larger than the limit the multipart plugin enforces), the text parts with
 * the contract. Every refusal is a 4xx with a DRF-shaped body.
 */
export async function readResumeUpload(request: FastifyRequest): Promise<ResumeUpload> {
  if (!request.isMultipart()) {
    throw new ApiError(415, {
      detail: errorMessages.unsupportedMediaType(String(request.headers['content-type'] ?? '')),
    });
  }

  const fields: Record<string, unknown> = {};
  let file: ReceivedFile | undefined;
  let fileSentAsText = false;
  try {
    // A file over the limit comes back truncated instead of throwing, so the answer is a field error.
    const options = { throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0];
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') {
          file = { bytes, name: part.filename ?? '', truncated: part.file.truncated };
        }
      } else if (part.fieldname === 'file') {
        fileSentAsText = true;
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }

  const errors: Record<string, string[]> = {};
  const parsedFields = resumeUploadFieldsSchema.safeParse(fields);
  if (!parsedFields.success) Object.assign(errors, issuesToFieldErrors(parsedFields.error.issues));
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.includes('\u0000')) errors[name] = [NULL_CHARACTER];
  }

  let kind: ResumeKind | undefined;
  if (!file) errors.file = [fileSentAsText ? resumeFileMessages.notAFile : resumeFileMessages.missing];
  else if (file.truncated) errors.file = [resumeFileMessages.tooLarge];
  else if (file.bytes.length === 0) errors.file = [resumeFileMessages.empty];
  else if (!(kind = detectResumeKind(file.bytes))) errors.file = [resumeFileMessages.wrongType];

  if (Object.keys(errors).length > 0 || !file || !kind || !parsedFields.success) throw validationFailed(errors);

  return {
    bytes: file.bytes,
    kind,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    fileName: displayFileName(file.name, kind),
    title: parsedFields.data.title || defaultTitle(file.name, RESUME_TITLE_MAX_LENGTH),
  };
}

/** Limits and broken forms are the client's mistake: 400, never the plugin's 413/406 or a 500. */
function multipartFailure(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return validationFailed({ file: resumeFileMessages.tooMany });
  const reason = error instanceof Error ? error.message : String(error);
  return badRequest(`Multipart form parse error - ${reason}`);
}
