import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { Chip } from './chip';
import { TextField } from './text-field';

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  > div {
    flex: 1;
    min-width: 0;
  }
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

export interface ChipListFieldProps {
  /** The input's label, e.g. "Job Titles / Keywords". */
  label: string;
  /** The list's accessible name, e.g. "Job titles and keywords". */
  listLabel: string;
  /** The Add button's accessible name when several such fields share a form, e.g. "Add excluded company". */
  addLabel?: string;
  placeholder?: string;
  helperText?: string;
  values: string[];
  /** What is typed and not yet added: the form owns it, so a submit can count it. */
  input: string;
  onInput(value: string): void;
  onAdd(): void;
  onRemove(value: string): void;
  error?: string;
  disabled?: boolean;
}

/** A list of short texts as chips, each added with Enter or the Add button and removed with its ×. */
export function ChipListField(props: ChipListFieldProps) {
  const { label, listLabel, addLabel, placeholder, helperText, values, input, error, disabled } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the text instead of submitting the form.
    event.preventDefault();
    props.onAdd();
  };
  return (
    <div>
      <Row>
        <TextField
          label={label}
          value={input}
          placeholder={placeholder}
          disabled={disabled}
          error={error}
          helperText={helperText}
          onChange={(event) => props.onInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button $variant="secondary" onClick={props.onAdd} disabled={disabled} aria-label={addLabel}>
          Add
        </Button>
      </Row>
      {values.length > 0 && (
        <Chips aria-label={listLabel}>
          {values.map((value) => (
            <li key={value}>
              <Chip label={value} onDelete={disabled ? undefined : () => props.onRemove(value)} />
            </li>
          ))}
        </Chips>
      )}
    </div>
  );
}
