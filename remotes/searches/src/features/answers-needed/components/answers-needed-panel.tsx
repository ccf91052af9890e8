import styled from 'styled-components';
import { Card } from '@app/shared/ui';
import { useAnswersNeeded } from '../api/use-answers-needed';
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

/**
 * Questions the bot met that the user's own data does not answer, each answered inline. Shown
 * only while there are some; appears and updates live.
 */
export function AnswersNeededPanel() {
  const { questions, answer } = useAnswersNeeded();
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
