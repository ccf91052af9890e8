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
  // What is asked first: "Do you have the right to work in the UK? We cannot offer sponsorship."
  // asks the right to work; the sentence after it is the employer's context, not the question.
  const asked = askedSentence(question);
  const texts = asked === question ? [question] : [asked, question];
  for (const text of texts.map(normaliseQuestion)) {
    for (const read of READERS) {
      const topic = read(text);
      if (topic) return topic;
    }
  }
  return undefined;
}

/** The sentence that ends in the question mark, without the statements around it; the label when none does. */
function askedSentence(label: string): string {
  const end = label.lastIndexOf('?');
  if (end < 0) return label;
  const before = label.slice(0, end);
  const start = Math.max(before.lastIndexOf('. '), before.lastIndexOf('! '), before.lastIndexOf('? '));
  return label.slice(start < 0 ? 0 : start + 2, end + 1).trim();
}
