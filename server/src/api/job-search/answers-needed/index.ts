import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerNeededAnsweredSchema,
  answerNeededListSchema,
  answerNeededRequestSchema,
  idParamsSchema,
} from '@app/shared/contract';
import { listOpenAnswersNeeded, toAnswerNeeded } from '@/db/repositories/answers-needed';
import { toJobApplication } from '@/db/repositories/job-applications';
import { notFound, validationFailed } from '@/errors/api-error';
import { answerNeededQuestion } from '@/services/answers-needed';
import { publishAnswersWaiting } from '@/services/answers-waiting';
import { routeSchemas } from '@/api/route-schema';

const schema = routeSchemas({ tag: 'answers-needed', errors: [400, 404] });

/**
 * Required questions the bot met and the user's data did not answer (an addition, product §11). Answering one
 * saves it to the custom answers; the postings waiting on it are tried again by the running
 * search at once, else at its next start. Answering never starts a run.
 */
const answersNeeded: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: schema({ response: { 200: answerNeededListSchema } }, { errors: [] }) }, async (request) =>
    (await listOpenAnswersNeeded(app.db, request.user.id)).map(({ row, jobsWaiting }) =>
      toAnswerNeeded(row, jobsWaiting),
    ),
  );

  app.post(
    '/:id/answer/',
    {
      schema: schema({
        params: idParamsSchema,
        body: answerNeededRequestSchema,
        response: { 200: answerNeededAnsweredSchema },
      }),
    },
    async (request) => {
      const outcome = await answerNeededQuestion(app.db, request.user.id, request.params.id, request.body.answer);
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') throw notFound();
        throw validationFailed({ answer: outcome.message });
      }
      // Every page shows the postings as answered at once: the card, the list and the panel agree.
      for (const row of outcome.answered) {
        if (row.jobSearchId === null) continue;
        await app.live.publish(request.user.id, 'job_application_recorded', {
          job_search_id: row.jobSearchId,
          application: toJobApplication(row),
        });
      }
      await publishAnswersWaiting(app.db, app.live, request.user.id);
      return {
        id: request.params.id,
        question: outcome.question,
        answer: outcome.answer,
        jobs_waiting: outcome.jobsWaiting,
      };
    },
  );
};
export default answersNeeded;
