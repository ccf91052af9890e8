import { plural } from '@app/shared/format';
import type { MessageContent } from '../mail/layout';

/** The answers-needed email (product §4.10): the open questions and a link to the dashboard. */
export function answersNeededMessage(input: { name: string; questions: string[] }): MessageContent {
  return {
    subject: 'JobPilot needs your answers',
    paragraphs: [
      `Your job search "${input.name}" found a question your information does not answer, so the job ` +
        'waits for you. Answer once, and JobPilot applies with it — at once while the search runs.',
      `${plural(input.questions.length, 'question')} waiting for your answer:`,
    ],
    list: input.questions,
    action: { label: 'Answer on your dashboard', path: '/dashboard' },
  };
}
