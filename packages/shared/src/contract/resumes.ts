import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
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
});
export type Resume = z.infer<typeof resumeSchema>;
export const resumeListSchema = z.array(resumeSchema);

/** The text parts of the multipart upload; `file` is the part holding the bytes. */
export const resumeUploadFieldsSchema = z.object({
  title: z.string().trim().max(255).optional(),
  size: z.coerce.number().int().nonnegative().optional(),
});
export type ResumeUploadFields = z.infer<typeof resumeUploadFieldsSchema>;

export const setDefaultResumeRequestSchema = z.object({ resume_id: idSchema });
export type SetDefaultResumeRequest = z.infer<typeof setDefaultResumeRequestSchema>;
