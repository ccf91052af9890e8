import { RESUME_MAX_BYTES, RESUME_MIME_TYPES, resumeFileMessages } from '@app/shared/contract';

const ACCEPTED_TYPES: readonly string[] = Object.values(RESUME_MIME_TYPES);
const ACCEPTED_EXTENSIONS = ['.pdf', '.docx'];

/** For the file picker's `accept`: what the browser should offer. */
export const RESUME_ACCEPT = [...ACCEPTED_EXTENSIONS, ...ACCEPTED_TYPES].join(',');

/**
 * A PDF or DOCX by MIME type or by extension (product §5): browsers often leave the type empty for
 * DOCX, so either is enough. The server checks the bytes.
 */
function isAcceptedResume(file: Pick<File, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_TYPES.includes(file.type) || ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/**
 * Why a file cannot be uploaded, before sending it: product §5's words, the server's own (it refuses
 * the same files with the same messages); undefined when it may go.
 */
export function resumeFileRefusal(file: Pick<File, 'name' | 'type' | 'size'>): string | undefined {
  if (!isAcceptedResume(file)) return resumeFileMessages.wrongType;
  if (file.size > RESUME_MAX_BYTES) return resumeFileMessages.tooLarge;
  return undefined;
}

/** One file at a time: of several dropped or picked, the first is used (product §5). */
export function firstFile(files: FileList | File[] | null | undefined): File | undefined {
  if (!files || files.length === 0) return undefined;
  return Array.from(files)[0];
}
