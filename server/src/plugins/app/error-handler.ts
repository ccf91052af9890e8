import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages } from '@app/shared/contract';
import { ApiError } from '@/errors/api-error';
import { validationToFieldErrors } from '@/errors/field-errors';

/**
 * The one place where errors become responses. A client's mistake is always a 4xx with a JSON body
 * carrying a message; only our own faults are 500, logged without request bodies.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Bad ids in the path are "no such object", as Django's <int:pk> converters answer.
      if (error.validationContext === 'params') return reply.code(404).send({ detail: errorMessages.notFound });
      return reply.code(400).send(validationToFieldErrors(error.validation));
    }
    const status = error.statusCode ?? 500;
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: errorMessages.jsonParse(error.message) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send({ detail: errorMessages.unsupportedMediaType(String(request.headers['content-type'] ?? '')) });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.code(413).send({ detail: 'Request body is too large.' });
    }
    if (error instanceof SyntaxError && status === 400) {
      return reply.code(400).send({ detail: errorMessages.jsonParse(error.message) });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message || 'Bad request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: errorMessages.serverError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: errorMessages.notFound }));
});
