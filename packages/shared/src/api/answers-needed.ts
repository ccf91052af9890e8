import type { AnswerNeeded, AnswerNeededAnswered } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/answers-needed/';

/** Questions the bot met that the user's data does not answer, with the postings waiting on each. */
export async function listAnswersNeeded(): Promise<AnswerNeeded[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('answerNeededListSchema', data, 'list answers needed');
}

/** Saves the answer to the custom answers; the waiting postings are tried again. */
export async function answerNeeded(id: number, answer: string): Promise<AnswerNeededAnswered> {
  const { data } = await getApiClient().post(`${BASE}${id}/answer/`, { answer });
  return parseAnswer('answerNeededAnsweredSchema', data, 'answer a question');
}
