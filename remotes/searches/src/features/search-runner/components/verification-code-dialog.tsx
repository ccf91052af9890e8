import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@app/shared/ui';

const VERIFICATION_SECONDS = 60;
const CODE_LENGTH = 6;
const CODE_REQUIRED = 'Please enter the verification code';

interface Props {
  open: boolean;
  /** Resolves when the code was handed over; rejects to keep the dialog open. */
  onSubmit(code: string): Promise<void>;
  /** The user gave up (Cancel or Close). */
  onCancel(): void;
  /** The countdown reached zero. */
  onExpire(): void;
}

/**
 * product §2/§5 "LinkedIn Verification Required": at most 6 digits, Enter submits, a 60-second
 * countdown ticking each second; blank is refused with a message.
 */
export function VerificationCodeDialog({ open, onSubmit, onCancel, onExpire }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [secondsLeft, setSecondsLeft] = useState(VERIFICATION_SECONDS);
  const [submitting, setSubmitting] = useState(false);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  useEffect(() => {
    if (!open) return;
    setCode('');
    setError(undefined);
    setSecondsLeft(VERIFICATION_SECONDS);
    const timer = setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [open]);

  useEffect(() => {
    if (open && secondsLeft === 0) onExpireRef.current();
  }, [open, secondsLeft]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!code.trim()) {
      setError(CODE_REQUIRED);
      return;
    }
    setSubmitting(true);
    try {
      await onSubmit(code);
    } catch {
      // The caller has told the user; the dialog stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="LinkedIn Verification Required"
      onClose={onCancel}
      closeOnEscape={false}
      actions={
        <>
          <Button $variant="text" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form="linkedin-verification" disabled={submitting}>
            {submitting ? 'Submitting...' : 'Submit'}
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
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
            setError(undefined);
          }}
        />
        <p role="timer" aria-live="off">
          Time remaining: {secondsLeft} seconds
        </p>
      </form>
    </Dialog>
  );
}
