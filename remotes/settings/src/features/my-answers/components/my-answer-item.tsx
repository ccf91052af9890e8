import { useState } from 'react';
import styled from 'styled-components';
import { myDataAnswerAnchor, type MyAnswer } from '@app/shared/contract';
import { Button, Dialog, ErrorBanner } from '@app/shared/ui';
import { MyAnswerForm } from './my-answer-form';

const DELETE_FAILED = 'Could not delete this answer. Please try again.';

const SOURCE_LABELS: Record<MyAnswer['source'], string> = {
  custom_information: 'Your custom answer',
  answers_needed: 'You answered this under Answers needed',
};

const Item = styled.li`
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: 80px;
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
  .answer {
    margin: 0 0 4px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .about {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .buttons {
    display: flex;
    gap: 8px;
    margin-top: 8px;
  }
`;

/** One of the user's own answers: its question, the answer, where it came from and where the bot uses it. */
export function MyAnswerItem({
  item,
  onSave,
  onDelete,
}: {
  item: MyAnswer;
  onSave(answer: string): Promise<unknown>;
  onDelete(): Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const anchor = myDataAnswerAnchor(item.question);

  const remove = async () => {
    setDeleting(true);
    setProblem(null);
    try {
      await onDelete();
    } catch (failure) {
      console.error('Could not delete the answer', failure);
      setProblem(DELETE_FAILED);
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Item id={anchor} aria-labelledby={`${anchor}-question`}>
      <h3 id={`${anchor}-question`}>{item.question}</h3>
      {editing ? (
        <MyAnswerForm
          item={item}
          onCancel={() => setEditing(false)}
          onSave={async (answer) => {
            await onSave(answer);
            setEditing(false);
          }}
        />
      ) : (
        <>
          <p className="answer">{item.answer}</p>
          <p className="about">
            {SOURCE_LABELS[item.source]}. {item.used_for}
          </p>
          {problem && <ErrorBanner style={{ marginTop: 8 }}>{problem}</ErrorBanner>}
          <div className="buttons">
            <Button
              $variant="secondary"
              onClick={() => setEditing(true)}
              aria-label={`Edit your answer to "${item.question}"`}
            >
              Edit
            </Button>
            <Button
              $variant="text"
              onClick={() => setConfirming(true)}
              aria-label={`Delete your answer to "${item.question}"`}
            >
              Delete
            </Button>
          </div>
        </>
      )}
      <Dialog
        open={confirming}
        title="Delete this answer?"
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button $variant="text" onClick={() => setConfirming(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button $variant="danger" onClick={() => void remove()} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete answer'}
            </Button>
          </>
        }
      >
        <p>
          The bot will no longer answer “{item.question}” with “{item.answer}”. A job that asks it again waits for your
          answer under Answers needed.
        </p>
      </Dialog>
    </Item>
  );
}
