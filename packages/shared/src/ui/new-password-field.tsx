import { forwardRef } from 'react';
import { passwordMessages } from '../contract/error-messages';
import { PasswordField } from './password-field';
import type { TextFieldProps } from './text-field';

type Props = Omit<TextFieldProps, 'type' | 'adornment' | 'autoComplete'>;

/**
 * A password field for choosing a new password: the server's rule (product §5) is shown under it
 * before anything is submitted, after the form's own hint if it has one.
 */
export const NewPasswordField = forwardRef<HTMLInputElement, Props>(function NewPasswordField(
  { helperText, ...props },
  ref,
) {
  return (
    <PasswordField
      ref={ref}
      autoComplete="new-password"
      helperText={
        helperText ? (
          <>
            {helperText} {passwordMessages.rule}
          </>
        ) : (
          passwordMessages.rule
        )
      }
      {...props}
    />
  );
});
