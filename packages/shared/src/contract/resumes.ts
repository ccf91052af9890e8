import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
export const RESUME_TITLE_MAX_LENGTH = 255;
export const RESUME_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const resumeSchema = z.object({
  id: idSchema,
  title: z.string(),
  size: z.number().int().nonnegative(),
  is_default: z.boolean(),
  updated_at: timestampSchema,
  /** Where the owner downloads the file: `GET /job-search/resumes/{id}/file/`. */
  file: z.string(),
  /**
   * False when its text could not be read: the bot cannot use it for answers until
   * `POST /job-search/resumes/{id}/read-text/` reads it.
   */
  text_read: z.boolean(),
});
export type Resume = z.infer<typeof resumeSchema>;
export const resumeListSchema = z.array(resumeSchema);

/** The text parts of the multipart upload; `file` is the part holding the bytes. */
export const resumeUploadFieldsSchema = z.object({
  title: z.string().trim().max(RESUME_TITLE_MAX_LENGTH).optional(),
  size: z.coerce.number().int().nonnegative().optional(),
});
export type ResumeUploadFields = z.infer<typeof resumeUploadFieldsSchema>;

/**
 * The whole multipart form, for the OpenAPI document only: the server reads the parts itself,
 * checks `file` by its bytes and the text parts with resumeUploadFieldsSchema.
 */
export const resumeUploadFormSchema = resumeUploadFieldsSchema.extend({
  file: z.file().describe('A PDF or DOCX file of at most 10 MB.'),
});

/** Why an upload was refused, as `{"file": [message]}`. */
export const resumeFileMessages = {
  missing: 'No file was submitted.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  empty: 'The submitted file is empty.',
  wrongType: 'Only PDF and DOCX files are allowed.',
  tooLarge: `The file is larger than ${RESUME_MAX_BYTES / (1024 * 1024)} MB.`,
  tooMany: 'Only one file may be uploaded at a time.',
  /** The reader was stopped (time, memory, output) or the archive is built to mislead. */
  unsafe:
    'We could not read this file: it is too large or too complex to open safely. Save it again as a PDF or DOCX and upload that.',
} as const;

/** About a stored resume whose text could not be read (`text_read` false). */
export const resumeTextMessages = {
  /** Shown with the resume in the list. */
  notRead: 'We could not read the text of this resume, so the bot cannot use it to answer questions.',
  /** 400 of read-text: the parser failed again. */
  stillUnreadable: 'We still could not read the text of this resume. Save it again as a PDF or DOCX and upload that.',
  /** 503 of read-text: no reader was free in time. */
  busy: 'Resumes are being read for other people right now. Please try again in a minute.',
  /** After a successful read-text. */
  read: 'The text of this resume has been read.',
} as const;

export const setDefaultResumeRequestSchema = z.object({ resume_id: idSchema });
export type SetDefaultResumeRequest = z.infer<typeof setDefaultResumeRequestSchema>;
