import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldLabel, FieldRoot, HelperText, Input } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown in red below the input; marks the input invalid. */
  error?: string;
  helperText?: ReactNode;
  /** Rendered inside the field's row after the input (e.g. a show/hide toggle). */
  adornment?: ReactNode;
}

/** A labelled input: the label is bound to the input and the error or hint describes it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, adornment, id, ...inputProps },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = error || helperText ? `${inputId}-help` : undefined;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div style={{ position: 'relative', display: 'flex', alignItems: 'center' }}>
        <Input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          $invalid={Boolean(error)}
          style={adornment ? { paddingRight: 48 } : undefined}
          {...inputProps}
        />
        {adornment && <div style={{ position: 'absolute', right: 4 }}>{adornment}</div>}
      </div>
      {(error || helperText) && (
        <HelperText id={describedBy} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {error || helperText}
        </HelperText>
      )}
    </FieldRoot>
  );
});
