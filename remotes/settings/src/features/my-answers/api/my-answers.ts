import { getApiClient } from '@app/shared/api';
import type { MyAnswer, UpdateMyAnswerRequest } from '@app/shared/contract';

// This remote's endpoints: compiled into it and checked with the contract it was built with
// (CONTRIBUTING, "Who owns an endpoint").
const BASE = '/job-search/my-answers/';

/** The user's own answers, each with where the bot uses it (product §2.14). */
export async function listMyAnswers(): Promise<MyAnswer[]> {
  const { data } = await getApiClient().get(BASE);
  const { checkAnswer, myAnswerListSchema } = await import('@app/shared/contract');
  return checkAnswer(myAnswerListSchema, data, 'list my answers');
}

/** Changes the answer to one saved question; answers it as saved. */
export async function updateMyAnswer(body: UpdateMyAnswerRequest): Promise<MyAnswer> {
  const { data } = await getApiClient().put(BASE, body);
  const { checkAnswer, myAnswerSchema } = await import('@app/shared/contract');
  return checkAnswer(myAnswerSchema, data, 'update my answer');
}

/** Deletes one saved answer: the bot no longer gives it. */
export async function deleteMyAnswer(question: string): Promise<void> {
  await getApiClient().request({ method: 'DELETE', url: BASE, data: { question } });
}
