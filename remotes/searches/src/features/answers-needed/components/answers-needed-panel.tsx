import styled from 'styled-components';
import { answerNeeded } from '../api/answer-needed';
import type { AnswerNeeded } from '@app/shared/contract';
import { queries, queryClient, queryKeys, useServerQuery } from '@app/shared/query';
import { Card } from '@app/shared/ui';
import { QuestionForm } from './question-form';
import { waitingSummary } from './waiting-summary';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 24px;
  border-left: 4px solid #c2410c;
  header {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  .badge {
    display: inline-flex;
    padding: 2px 10px;
    border-radius: 999px;
    font-size: 0.75rem;
    font-weight: 700;
    color: #c2410c;
    background: #ffedd5;
  }
  .muted {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 16px;
  }
`;

const answersNeededQuery = {
  ...queries.answersNeeded(),
  // The panel is an extra: the page works without it, so no toast.
  meta: { onLoadFailed: (error: unknown) => console.error('Could not load the answers needed', error) },
};

/** Saves one answer; the question leaves the list at once. Rejects with the API's error. */
async function answer(id: number, text: string): Promise<void> {
  await answerNeeded(id, text);
  const key = queryKeys.answersNeeded();
  queryClient.setQueryData<AnswerNeeded[]>(key, (list) => list?.filter((q) => q.id !== id));
  void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * Questions the bot met that the user's own data does not answer, each answered inline. Shown
 * only while there are some; appears and updates live.
 */
export function AnswersNeededPanel() {
  // Kept current by the answer_needed and application events (@app/shared/query).
  const { data: questions = [] } = useServerQuery(answersNeededQuery);
  if (questions.length === 0) return null;
  const summary = waitingSummary(questions);
  return (
    <Panel aria-labelledby="answers-needed-heading">
      <header>
        <h2 id="answers-needed-heading">Answers needed</h2>
        <span className="badge" role="status" aria-label={summary}>
          {summary}
        </span>
      </header>
      <p className="muted">
        The bot met these questions and your information does not answer them. Your answers are saved under Additional
        Information, and the jobs waiting on them are tried again: right away while the search runs, otherwise when you
        start it again.
      </p>
      <ul>
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionForm question={question} onAnswer={answer} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}
