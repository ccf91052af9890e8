import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  legend {
    font-size: 0.875rem;
    font-weight: 600;
    margin-bottom: 4px;
    width: 100%;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

export interface RadioGroupProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
  disabled?: boolean;
  name?: string;
}

/** Native radios in a labelled group (role radiogroup), so arrow keys and screen readers just work. */
export function RadioGroup<T extends string>({ label, value, options, onChange, disabled, name }: RadioGroupProps<T>) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  return (
    <Fieldset role="radiogroup" aria-label={label} disabled={disabled}>
      <legend>{label}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={groupName}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </Fieldset>
  );
}
