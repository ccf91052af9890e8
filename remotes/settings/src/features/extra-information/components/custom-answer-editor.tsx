import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField } from '@app/shared/ui';
import type { CustomAnswer } from './extra-information-form';

const Editor = styled.div`
  display: grid;
  gap: 8px;
  width: 100%;
  .buttons {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;

/**
 * One saved custom answer edited in its row: its question and answer, Done (both non-blank after
 * trimming, as Add asks) or Cancel. The change reaches the server with the dialog's Save.
 */
export function CustomAnswerEditor({
  item,
  onDone,
  onCancel,
}: {
  item: CustomAnswer;
  onDone(edited: { key: string; value: string }): void;
  onCancel(): void;
}) {
  const [question, setQuestion] = useState(item.key);
  const [answer, setAnswer] = useState(item.value);
  const canSave = question.trim() !== '' && answer.trim() !== '';
  // The Edit button that was focused is gone: the focus moves to the question, in the dialog.
  const questionRef = useRef<HTMLInputElement>(null);
  useEffect(() => questionRef.current?.focus(), []);
  const done = () => {
    if (canSave) onDone({ key: question.trim(), value: answer.trim() });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter must not submit the dialog's form; Escape leaves the row, not the dialog.
    if (event.key === 'Enter') {
      event.preventDefault();
      done();
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <Editor role="group" aria-label={`Edit "${item.key}"`}>
      <TextField
        label="Edited question"
        ref={questionRef}
        value={question}
        onChange={(event) => setQuestion(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <TextField
        label="Edited answer"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="buttons">
        <Button $variant="text" onClick={onCancel}>
          Cancel
        </Button>
        <Button $variant="secondary" onClick={done} disabled={!canSave}>
          Done
        </Button>
      </div>
    </Editor>
  );
}
