import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { RESUME_MAX_BYTES } from '@app/shared/contract';

/** Resume uploads: one file, capped at 10 MB, a few small text fields. */
export default fp(async function multipartUploads(app) {
  await app.register(multipart, {
    limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
  });
});
