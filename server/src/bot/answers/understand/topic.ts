import { readTopic } from '../templates';
import type { Rule } from './rule';

/** LinkedIn's screening templates and their variants: authorization, sponsorship, checks, logistics… */
export const topicRule: Rule = (question) => {
  const topic = readTopic(question.label);
  return topic ? { kind: 'topic', topic } : undefined;
};
