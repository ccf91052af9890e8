import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, TextField } from '@app/shared/ui';
import {
  CODE_LENGTH,
  onlyCodeDigits,
  seconds,
  verificationCodeFormSchema,
  type VerificationCodeValues,
} from '../utils/verification-code-form';
import { VERIFICATION_CODE_TITLE } from './dialog-titles';

const resolver = zodResolver(verificationCodeFormSchema);

interface Props {
  /** How long the bot waits for the code: the countdown starts there (product §4.4). */
  timeoutSeconds: number;
  /** Resolves when the code was handed over; rejects to keep the dialog open. */
  onSubmit(code: string): Promise<void>;
  /** The user gave up (Cancel or Close). */
  onCancel(): void;
  /** The countdown reached zero. */
  onExpire(): void;
}

/**
 * product §2.5 "LinkedIn Verification Required": at most 6 digits, Enter submits, a countdown from
 * the bot's own wait, ticking each second. Shown only while a code is asked for: each request mounts
 * a new one (the caller keys it), so no code, error or countdown carries over from the last.
 */
export function VerificationCodeDialog({ timeoutSeconds, onSubmit, onCancel, onExpire }: Props) {
  // Counted from the end, not by ticks: a busy or hidden tab runs its timers late, and the bot
  // stops waiting at that end whatever the page shows.
  const [endsAt] = useState(() => Date.now() + timeoutSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(timeoutSeconds);
  const { register, handleSubmit, setValue, clearErrors, formState } = useForm<VerificationCodeValues>({
    resolver,
    defaultValues: { verification_code: '' },
    reValidateMode: 'onSubmit',
  });
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    const timer = setInterval(() => setSecondsLeft(Math.max(0, Math.ceil((endsAt - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  useEffect(() => {
    if (secondsLeft === 0) onExpireRef.current();
  }, [secondsLeft]);

  const submit = handleSubmit(async ({ verification_code }) => {
    try {
      await onSubmit(verification_code.trim());
    } catch {
      // The caller has told the user; the dialog stays for another try.
    }
  });

  const field = register('verification_code', {
    onChange: (event: { target: { value: string } }) => {
      setValue('verification_code', onlyCodeDigits(event.target.value));
      clearErrors('verification_code');
    },
  });

  return (
    <Dialog
      open
      title={VERIFICATION_CODE_TITLE}
      onClose={onCancel}
      closeOnEscape={false}
      actions={
        <>
          <Button $variant="text" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="linkedin-verification" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Submitting...' : 'Submit'}
          </Button>
        </>
      }
    >
      <form id="linkedin-verification" onSubmit={(event) => void submit(event)} noValidate>
        <p>LinkedIn sent a verification code to your email or phone. Enter it here so the bot can finish logging in.</p>
        <TextField
          label="Verification code"
          placeholder="Enter 6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          error={formState.errors.verification_code?.message}
          {...field}
        />
        <p role="timer" aria-live="off">
          Time remaining: {seconds(secondsLeft)}
        </p>
      </form>
    </Dialog>
  );
}
