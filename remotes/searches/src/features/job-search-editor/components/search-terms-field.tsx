import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button, Chip, TextField } from '@app/shared/ui';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > button {
    margin-top: 26px;
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
`;

interface Props {
  terms: string[];
  input: string;
  onInput(value: string): void;
  onAdd(): void;
  onRemove(term: string): void;
  error?: string;
  disabled?: boolean;
}

/** Job titles / keywords as chips, added with Enter or the Add button. */
export function SearchTermsField({ terms, input, onInput, onAdd, onRemove, error, disabled }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the term instead of submitting the form.
    event.preventDefault();
    onAdd();
  };
  return (
    <div>
      <Row>
        <TextField
          label="Job Titles / Keywords"
          value={input}
          placeholder="e.g. Frontend Developer"
          disabled={disabled}
          error={error}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button $variant="secondary" onClick={onAdd} disabled={disabled}>
          Add
        </Button>
      </Row>
      {terms.length > 0 && (
        <Chips aria-label="Job titles and keywords">
          {terms.map((term) => (
            <li key={term}>
              <Chip label={term} onDelete={disabled ? undefined : () => onRemove(term)} />
            </li>
          ))}
        </Chips>
      )}
    </div>
  );
}
