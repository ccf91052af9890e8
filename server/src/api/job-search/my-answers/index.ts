import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteMyAnswerRequestSchema,
  myAnswerListSchema,
  myAnswerSchema,
  updateMyAnswerRequestSchema,
} from '@app/shared/contract';
import { notFound, validationFailed } from '@/errors/api-error';
import { changeMyAnswer, listMyAnswers } from '@/services/my-answers';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'my-answers', errors: [400, 404] });

/**
 * The user's own answers the bot may give (the "My data" page): the custom answers of Additional
 * Information and the answers given under "Answers needed", each with where the bot uses it. One
 * is changed or deleted by its question; the rest of Additional Information is left as it is.
 */
const myAnswers: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: myAnswerListSchema } }, { errors: [] }) }, (request) =>
    listMyAnswers(app.db, request.user.id),
  );

  app.put(
    '/',
    { schema: schema({ body: updateMyAnswerRequestSchema, response: { 200: myAnswerSchema } }) },
    async (request) => {
      const outcome = await changeMyAnswer(app.db, request.user.id, request.body.question, request.body.answer);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw notFound();
        throw validationFailed({ answer: outcome.message });
      }
      return outcome.answer!;
    },
  );

  app.delete(
    '/',
    { schema: schema({ body: deleteMyAnswerRequestSchema, response: { 204: z.null().describe('Deleted.') } }) },
    async (request, reply) => {
      const outcome = await changeMyAnswer(app.db, request.user.id, request.body.question, null);
      if (!outcome.ok) throw notFound();
      return reply.code(204).send(null);
    },
  );
};
export default myAnswers;
