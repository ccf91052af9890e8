import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, jobSearchRunMessages, submitVerificationCodeRequestSchema } from '@app/shared/contract';
import { submitVerificationCode } from '@/db/repositories/job-search-runs';
import { badRequest } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'job-searches', errors: [400] });

/**
 * The PIN LinkedIn emailed, typed into the web app: stored on the user's search whose worker is
 * waiting for it (the worker may run on another machine and reads it from the database).
 */
const submitVerificationCodeRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: schema({ body: submitVerificationCodeRequestSchema, response: { 200: detailSchema } }) },
    async (request) => {
      const handed = await submitVerificationCode(app.db, request.user.id, request.body.verification_code);
      if (!handed) throw badRequest(jobSearchRunMessages.noVerificationWaiting);
      return { detail: jobSearchRunMessages.verificationReceived };
    },
  );
};
export default submitVerificationCodeRoute;
