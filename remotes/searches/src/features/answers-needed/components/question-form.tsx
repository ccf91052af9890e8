import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { ApiClientError } from '@app/shared/api';
import { answerProblem, type AnswerNeeded } from '@app/shared/contract';
import { Button, FieldLabel, HelperText, RadioGroup, TextField } from '@app/shared/ui';

/** Up to this many options show as radios; more as a drop-down list. */
const MAX_RADIOS = 6;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: flex-start;
  select {
    width: 100%;
    padding: 10px 12px;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  .waiting {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The server's plain message for the answer field, else the error's message. */
function messageOf(error: unknown): string {
  if (error instanceof ApiClientError) {
    const fields = error.errors as Record<string, unknown> | undefined;
    const answer = fields?.answer;
    if (Array.isArray(answer) && typeof answer[0] === 'string') return answer[0];
  }
  return error instanceof Error ? error.message : 'Could not save the answer. Please try again.';
}

/** One question, answered inline with the input it needs: choices, a number, or text. */
export function QuestionForm({
  question,
  onAnswer,
}: {
  question: AnswerNeeded;
  onAnswer: (id: number, answer: string) => Promise<void>;
}) {
  const selectId = useId();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<{ answer: string }>({
    defaultValues: { answer: '' },
    // Checked on submit only; an edit clears the message (below).
    reValidateMode: 'onSubmit',
  });
  const error = formState.errors.answer?.message;
  const saving = formState.isSubmitting || formState.isSubmitSuccessful;
  const options = question.options ?? [];

  const submit = handleSubmit(async ({ answer }) => {
    try {
      await onAnswer(question.id, answer.trim());
    } catch (caught) {
      console.error('Could not save the answer', caught);
      setError('answer', { message: messageOf(caught) });
      throw caught;
    }
  });

  return (
    <Form aria-label={question.question} onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Controller
        control={control}
        name="answer"
        // The contract's rule for this question (a choice among its options, a number, text).
        rules={{ validate: (value) => answerProblem(question, value) ?? true }}
        render={({ field: { value, onChange } }) => {
          const change = (next: string) => {
            onChange(next);
            clearErrors('answer');
          };
          return question.input === 'choice' && options.length <= MAX_RADIOS ? (
            <>
              <RadioGroup
                label={question.question}
                value={value}
                options={options.map((o) => ({ value: o, label: o }))}
                onChange={change}
                disabled={saving}
              />
              {error && (
                <HelperText $error role="alert">
                  {error}
                </HelperText>
              )}
            </>
          ) : question.input === 'choice' ? (
            <>
              <FieldLabel htmlFor={selectId}>{question.question}</FieldLabel>
              <select
                id={selectId}
                value={value}
                onChange={(event) => change(event.target.value)}
                disabled={saving}
                aria-invalid={error ? true : undefined}
              >
                <option value="">Select an option</option>
                {options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
              {error && (
                <HelperText $error role="alert">
                  {error}
                </HelperText>
              )}
            </>
          ) : (
            <TextField
              label={question.question}
              type={question.input === 'number' ? 'number' : 'text'}
              inputMode={question.input === 'number' ? 'decimal' : undefined}
              value={value}
              onChange={(event) => change(event.target.value)}
              disabled={saving}
              error={error}
            />
          );
        }}
      />
      <p className="waiting">
        {question.jobs_waiting === 1 ? '1 job waits' : `${question.jobs_waiting} jobs wait`} for this answer
      </p>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save answer'}
      </Button>
    </Form>
  );
}
