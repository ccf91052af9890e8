import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  RESUME_MIME_TYPES,
  resumeListSchema,
  resumeSchema,
  resumeUploadFormSchema,
  setDefaultResumeRequestSchema,
  type Resume,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import { notFound } from '@/errors/api-error';
import {
  createResume,
  deleteResume,
  findResumeFile,
  listResumes,
  setDefaultResume,
  type ResumeSummary,
} from '@/db/repositories/resumes';
import { extractResumeText } from '@/services/resume-text';
import { attachmentDisposition } from './content-disposition';
import { routeSchemas } from '@/api/route-schema';
import { readResumeUpload } from './read-upload';

const schema = routeSchemas({ tag: 'resumes', errors: [400, 404] });
/** Raw bytes in the OpenAPI document; the reply sends a Buffer, which fastify never serialises. */
const binary = z.any().meta({ type: 'string', format: 'binary' });

const resumes: FastifyPluginAsyncZod = async (app) => {
  /** Absolute, because the browser opens it as a link: on PUBLIC_URL, never the request's Host. */
  const fileUrl = (id: number) => `${app.config.publicUrl}${app.prefix}/${id}/file/`;
  const toResume = (row: ResumeSummary): Resume => ({
    id: row.id,
    title: row.title,
    size: row.size,
    is_default: row.isDefault,
    updated_at: formatTimestamp(row.updatedAt),
    file: fileUrl(row.id),
  });

  app.post(
    '/',
    {
      // The form is documented from the contract but read by readResumeUpload: zod never sees it.
      validatorCompiler: () => (data) => ({ value: data }),
      schema: schema(
        { consumes: ['multipart/form-data'], body: resumeUploadFormSchema, response: { 201: resumeSchema } },
        { errors: [400, 404, 415] },
      ),
    },
    async (request, reply) => {
      const upload = await readResumeUpload(request);
      let text = '';
      try {
        text = await extractResumeText(upload.bytes, upload.kind);
      } catch (err) {
        // The bytes are a real PDF or DOCX: keep the resume, the bot just has no text to read.
        request.log.warn({ err, sha256: upload.sha256, kind: upload.kind }, 'resume text extraction failed');
      }
      const row = await createResume(app.db, request.user.id, {
        title: upload.title,
        fileName: upload.fileName,
        mimeType: RESUME_MIME_TYPES[upload.kind],
        size: upload.bytes.length,
        sha256: upload.sha256,
        content: upload.bytes,
        text,
      });
      return reply.code(201).send(toResume(row));
    },
  );

  app.get('/', { schema: schema({ response: { 200: resumeListSchema } }, { errors: [] }) }, async (request) =>
    (await listResumes(app.db, request.user.id)).map((row) => toResume(row)),
  );

  app.post(
    '/set-default/',
    { schema: schema({ body: setDefaultResumeRequestSchema, response: { 200: resumeSchema } }) },
    async (request) => {
      const row = await setDefaultResume(app.db, request.user.id, request.body.resume_id);
      if (!row) throw notFound();
      return toResume(row);
    },
  );

  app.get(
    '/:id/file/',
    {
      schema: schema(
        {
          params: idParamsSchema,
          response: {
            200: {
              description: 'The file as uploaded.',
              content: Object.fromEntries(Object.values(RESUME_MIME_TYPES).map((type) => [type, { schema: binary }])),
            },
          },
        },
        { errors: [404] },
      ),
    },
    async (request, reply) => {
      const file = await findResumeFile(app.db, request.user.id, request.params.id);
      if (!file) throw notFound();
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.content.length)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  app.delete(
    '/:id/',
    {
      schema: schema({ params: idParamsSchema, response: { 204: z.null().describe('Deleted.') } }, { errors: [404] }),
    },
    async (request, reply) => {
      if (!(await deleteResume(app.db, request.user.id, request.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
export default resumes;
