import type { AnswerNeeded } from '@app/shared/contract';
import { useLiveEvent } from '@app/shared/stores';
import { notifyWhenHidden } from './notify-when-hidden';

/**
 * product §4.10: when a job starts waiting on a question of the user's (`answer_needed`) while
 * JobPilot's tab is in the background, a browser notification says so — one at a time: a newer
 * question replaces the one still shown. Listened to on every signed-in page.
 */
export function useAnswersNeededNotification() {
  useLiveEvent('answer_needed', (needed) => void notifyAnswerNeeded(needed));
}

/** Exported for its tests. */
export const notifyAnswerNeeded = ({ question }: Pick<AnswerNeeded, 'question'>) =>
  notifyWhenHidden({
    setting: 'answers_needed_browser',
    title: 'JobPilot needs your answer',
    body: `A job waits for your answer to "${question}". Answer it on your dashboard, and JobPilot applies with it.`,
    tag: 'jobpilot-answers-needed',
  });
