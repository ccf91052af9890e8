import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamsSchema,
  RESUME_MIME_TYPES,
  resumeListSchema,
  resumeFileMessages,
  resumeSchema,
  resumeTextMessages,
  resumeUploadFormSchema,
  setDefaultResumeRequestSchema,
  type Resume,
} from '@app/shared/contract';
import { formatTimestamp } from '@app/shared/format';
import { ApiError, badRequest, notFound, validationFailed } from '@/errors/api-error';
import {
  createResume,
  deleteResume,
  findResumeFile,
  listResumes,
  saveResumeText,
  setDefaultResume,
  type ResumeSummary,
} from '@/db/repositories/resumes';
import { ExtractionError, extractResumeText } from '@/services/resume-text';
import { detectResumeKind } from '@/services/upload-check';
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
    text_read: row.textRead,
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
      let textRead = true;
      try {
        text = await extractResumeText(upload.bytes, upload.kind, { owner: request.user.id });
      } catch (err) {
        if (!(err instanceof ExtractionError)) throw err;
        request.log.warn({ err, sha256: upload.sha256, kind: upload.kind }, `resume text ${err.failure}`);
        // A document that broke a reader's limit is refused: nothing is stored.
        if (err.failure === 'refused') throw validationFailed({ file: [resumeFileMessages.unsafe] });
        // A real PDF or DOCX whose text was not read: kept, marked so, and its owner is told.
        textRead = false;
      }
      const row = await createResume(app.db, request.user.id, {
        title: upload.title,
        fileName: upload.fileName,
        mimeType: RESUME_MIME_TYPES[upload.kind],
        size: upload.bytes.length,
        sha256: upload.sha256,
        content: upload.bytes,
        text,
        textRead,
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

  app.post(
    '/:id/read-text/',
    {
      schema: schema(
        {
          description: 'Reads again the text of a resume whose first reading did not finish (`text_read` false).',
          params: idParamsSchema,
          response: { 200: resumeSchema },
        },
        { errors: [400, 404, 503] },
      ),
    },
    async (request) => {
      const file = await findResumeFile(app.db, request.user.id, request.params.id);
      if (!file) throw notFound();
      const kind = detectResumeKind(file.content);
      if (!kind) throw badRequest(resumeTextMessages.stillUnreadable);
      let text: string;
      try {
        text = await extractResumeText(file.content, kind, { owner: request.user.id });
      } catch (err) {
        if (!(err instanceof ExtractionError)) throw err;
        request.log.warn({ err, resumeId: request.params.id }, `resume text ${err.failure} again`);
        if (err.failure === 'unfinished') throw new ApiError(503, { detail: resumeTextMessages.busy });
        throw badRequest(err.failure === 'refused' ? resumeFileMessages.unsafe : resumeTextMessages.stillUnreadable);
      }
      const row = await saveResumeText(app.db, request.user.id, request.params.id, text);
      if (!row) throw notFound();
      return toResume(row);
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
