import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { FieldLabel, FieldRoot, HelperText, inputStyles } from './field-parts';

const Area = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  resize: vertical;
  min-height: 96px;
`;

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: string;
  error?: string;
}

export function TextArea({ label, error, id, ...props }: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={areaId}>{label}</FieldLabel>
      <Area
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        $invalid={Boolean(error)}
        {...props}
      />
      {error && (
        <HelperText id={`${areaId}-error`} $error role="alert">
          {error}
        </HelperText>
      )}
    </FieldRoot>
  );
}
