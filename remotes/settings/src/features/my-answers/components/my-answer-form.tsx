import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { showFieldErrors } from '@app/shared/api';
import { answerProblem, type MyAnswer } from '@app/shared/contract';
import { Button, FieldLabel, HelperText, RadioGroup, TextArea, TextField } from '@app/shared/ui';

const MAX_RADIOS = 6;
const SAVE_FAILED = 'Could not save your answer. Please try again.';

const Form = styled.form`
  display: grid;
  gap: 8px;
  margin-top: 8px;
  select {
    min-height: 44px;
    font: inherit;
  }
  .buttons {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;

/**
 * The answer to one saved question, edited in place: free text, a number, or one of the options
 * the posting offered (checked as under "Answers needed", and again by the server).
 */
export function MyAnswerForm({
  item,
  onSave,
  onCancel,
}: {
  item: MyAnswer;
  onSave(answer: string): Promise<unknown>;
  onCancel(): void;
}) {
  const [answer, setAnswer] = useState(item.answer);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const selectId = useId();
  const label = `Your answer to "${item.question}"`;
  const firstField = useRef<HTMLElement>(null);
  // The Edit button that had the focus is gone: the focus moves to the answer.
  useEffect(() => firstField.current?.focus(), []);
  const options = item.options ?? [];

  const change = (next: string) => {
    setAnswer(next);
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = answerProblem(item, answer);
    if (problem) return setError(problem);
    setSaving(true);
    try {
      await onSave(answer.trim());
    } catch (failure) {
      console.error('Could not save the answer', failure);
      // The server's reason for this answer, else the plain one.
      if (showFieldErrors(failure, ['answer'], (_field, message) => setError(message)) !== undefined)
        setError(SAVE_FAILED);
      setSaving(false);
    }
  };

  return (
    <Form aria-label={`Edit your answer to "${item.question}"`} noValidate onSubmit={(event) => void submit(event)}>
      {item.input === 'choice' && options.length <= MAX_RADIOS ? (
        <RadioGroup
          label={label}
          value={answer}
          options={options.map((o) => ({ value: o, label: o }))}
          onChange={change}
          disabled={saving}
        />
      ) : item.input === 'choice' ? (
        <>
          <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
          <select
            id={selectId}
            ref={firstField as RefObject<HTMLSelectElement>}
            value={answer}
            onChange={(event) => change(event.target.value)}
            disabled={saving}
          >
            <option value="">Select an option</option>
            {options.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </>
      ) : item.input === 'number' ? (
        <TextField
          label={label}
          ref={firstField as RefObject<HTMLInputElement>}
          inputMode="decimal"
          value={answer}
          onChange={(event) => change(event.target.value)}
          disabled={saving}
          error={error}
        />
      ) : (
        <TextArea
          label={label}
          ref={firstField as RefObject<HTMLTextAreaElement>}
          value={answer}
          rows={3}
          onChange={(event) => change(event.target.value)}
          disabled={saving}
          error={error}
        />
      )}
      {error && item.input === 'choice' && (
        <HelperText $error role="alert">
          {error}
        </HelperText>
      )}
      <div className="buttons">
        <Button $variant="text" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save answer'}
        </Button>
      </div>
    </Form>
  );
}
