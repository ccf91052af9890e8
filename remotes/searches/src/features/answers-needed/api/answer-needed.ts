import { getApiClient } from '@app/shared/api';
import type { AnswerNeededAnswered } from '@app/shared/contract';

// Only the "Answers needed" panel answers: compiled into this remote (CONTRIBUTING, "Who owns an
// endpoint"). The list stays a shared query: live events and the header's count read it.

/** Saves the answer to the custom answers; the waiting postings are tried again. */
export async function answerNeeded(id: number, answer: string): Promise<AnswerNeededAnswered> {
  const { data } = await getApiClient().post(`/job-search/answers-needed/${id}/answer/`, { answer });
  const { checkAnswer, answerNeededAnsweredSchema } = await import('@app/shared/contract');
  return checkAnswer(answerNeededAnsweredSchema, data, 'answer a question');
}
