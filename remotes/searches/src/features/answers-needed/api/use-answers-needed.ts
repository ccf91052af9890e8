import { useCallback, useEffect, useState } from 'react';
import { answerNeeded, listAnswersNeeded } from '@app/shared/api';
import type { AnswerNeeded } from '@app/shared/contract';
import { useLiveEvent } from '@app/shared/stores';

/**
 * The user's open questions, kept current: reloaded when the bot meets a new one
 * (`answer_needed`) and when an application arrives (a waiting posting may have gone through).
 */
export function useAnswersNeeded() {
  const [questions, setQuestions] = useState<AnswerNeeded[]>([]);

  const reload = useCallback(async () => {
    try {
      setQuestions(await listAnswersNeeded());
    } catch (error) {
      // The panel is an extra: the page works without it, so no toast.
      console.error('Could not load the answers needed', error);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  useLiveEvent('answer_needed', () => void reload());
  useLiveEvent('job_application_success', () => void reload());

  /** Saves one answer; the question leaves the list. Rejects with the API's error. */
  const answer = useCallback(
    async (id: number, text: string) => {
      await answerNeeded(id, text);
      setQuestions((list) => list.filter((q) => q.id !== id));
      void reload();
    },
    [reload],
  );

  return { questions, answer };
}
