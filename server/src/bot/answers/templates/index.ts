import { normaliseQuestion } from '../normalise';
import { readChecks } from './checks';
import { readEducation } from './education';
import { readLanguage } from './language';
import { readLogistics } from './logistics';
import type { Topic } from './topic';
import { readWorkAuthorization } from './work-authorization';

export type { Topic } from './topic';

/** Most specific family first: a sponsorship question may also mention relocating or starting. */
const READERS = [readWorkAuthorization, readChecks, readEducation, readLanguage, readLogistics];

/** The template a question (or a user's own question) follows; undefined for any other question. */
export function readTopic(question: string): Topic | undefined {
  const text = normaliseQuestion(question);
  for (const read of READERS) {
    const topic = read(text);
    if (topic) return topic;
  }
  return undefined;
}
