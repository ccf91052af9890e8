import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailSchema, passwordResetMessages, passwordResetRequestSchema } from '@app/shared/contract';
import { afterAnswer, workAfterAnswersDone } from '@/services/after-answer';
import { admitResetRequest, sendResetLink } from '@/services/password-reset';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'accounts', errors: [400, 429] });

/**
 * "Forgot password?" (product §2.11). Public. Every request gets the same 202, whether or not the
 * account exists; the lookup and the mail happen once the answer is out, so neither the answer
 * nor its timing tells.
 */
const passwordReset: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', () => workAfterAnswersDone(app));

  app.post(
    '/',
    {
      schema: schema({ body: passwordResetRequestSchema, response: { 202: detailSchema } }),
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 202) return;
        const { email } = request.body;
        afterAnswer(app, 'sending a password reset link', () => sendResetLink(app, email));
      },
    },
    async (request, reply) => {
      await admitResetRequest(app, request.body.email, request.ip);
      return reply.code(202).send({ detail: passwordResetMessages.requested });
    },
  );
};
export default passwordReset;
