import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelVerificationRequestSchema, detailSchema, jobSearchRunMessages } from '@app/shared/contract';
import { cancelVerification } from '@/db/repositories/job-search-runs';
import { badRequest } from '@/errors/api-error';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'job-searches', errors: [400] });

/**
 * Cancel in the code dialog (product §4.4): the wait for the PIN is cleared, and the worker waiting
 * for it — which polls the database — ends the run login_failed within a second.
 */
const cancelVerificationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: schema({ body: cancelVerificationRequestSchema, response: { 200: detailSchema } }) },
    async (request) => {
      const cancelled = await cancelVerification(app.db, request.user.id, request.body.job_search_id);
      if (!cancelled) throw badRequest(jobSearchRunMessages.noVerificationWaiting);
      return { detail: jobSearchRunMessages.verificationCancelled };
    },
  );
};
export default cancelVerificationRoute;
