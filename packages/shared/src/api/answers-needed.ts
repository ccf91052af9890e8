import type { AnswerNeeded } from '../contract';
import { getApiClient } from './client';
import { parseAnswer } from './parse-answer';

const BASE = '/job-search/answers-needed/';

/** Questions the bot met that the user's data does not answer, with the postings waiting on each. */
export async function listAnswersNeeded(): Promise<AnswerNeeded[]> {
  const { data } = await getApiClient().get(BASE);
  return parseAnswer('answerNeededListSchema', data, 'list answers needed');
}
