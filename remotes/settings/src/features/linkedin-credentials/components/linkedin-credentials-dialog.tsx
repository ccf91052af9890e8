import { useEffect, useId, useRef, useState } from 'react';
import { createLinkedinCredentials, getLinkedinCredentials, updateLinkedinCredentials } from '@app/shared/api';
import type { LinkedinCredentials } from '@app/shared/contract';
import { Button, Dialog, PasswordField, Spinner, TextField, toast } from '@app/shared/ui';

const CREDENTIALS_SAVED = 'LinkedIn credentials saved successfully';
const CREDENTIALS_UPDATED = 'LinkedIn credentials updated successfully';
const CREDENTIALS_SAVE_FAILED = 'Failed to save LinkedIn credentials. Please try again.';
const EMAIL_INVALID = 'Enter a valid email address.';

export interface LinkedinCredentialsDialogProps {
  open: boolean;
  onClose(): void;
  onSaved?(credentials: LinkedinCredentials): void;
}

/** product §5: Save is disabled while saving, with an empty email, or with no password and none saved. */
function canSaveCredentials(state: { saving: boolean; email: string; password: string; hasSaved: boolean }) {
  return !state.saving && state.email.trim() !== '' && (state.password !== '' || state.hasSaved);
}

/**
 * The LinkedIn email and password the bot signs in with (full screen on small screens). The
 * password is write-only: never shown back; when credentials exist an empty password keeps the
 * saved one. The password field is cleared after every save attempt, successful or not.
 */
export function LinkedinCredentialsDialog({ open, onClose, onSaved }: LinkedinCredentialsDialogProps) {
  const formId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState<LinkedinCredentials | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setLoading(true);
    setPassword('');
    setEmailError(undefined);
    // Never rejects: a failed fetch means "none saved" (product §7) and is logged by the call.
    void getLinkedinCredentials().then((found) => {
      if (!active) return;
      setSaved(found);
      setEmail(found?.username ?? '');
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [open]);

  const save = async () => {
    if (!canSaveCredentials({ saving, email, password, hasSaved: saved !== null })) return;
    if (emailInput.current && !emailInput.current.validity.valid) {
      setEmailError(EMAIL_INVALID);
      return;
    }
    setSaving(true);
    try {
      const username = email.trim();
      const result = saved
        ? await updateLinkedinCredentials(saved.id, { username, password })
        : await createLinkedinCredentials({ username, password });
      toast.success(saved ? CREDENTIALS_UPDATED : CREDENTIALS_SAVED);
      setSaved(result);
      setEmail(result.username);
      onSaved?.(result);
      onClose();
    } catch (error) {
      console.error('Could not save LinkedIn credentials', error);
      toast.error(CREDENTIALS_SAVE_FAILED);
      // Saved elsewhere meanwhile (a POST refused as a duplicate): the next attempt updates them.
      if (!saved) void getLinkedinCredentials().then((found) => found && setSaved(found));
    } finally {
      setPassword('');
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="LinkedIn Credentials"
      fullScreenOnMobile
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={loading || !canSaveCredentials({ saving, email, password, hasSaved: saved !== null })}
          >
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </>
      }
    >
      <p style={{ marginTop: 0 }}>
        The bot signs in to LinkedIn with these to apply for you. Turn off two-step verification (MFA) for it to work.
      </p>
      {loading ? (
        <Spinner label="Loading LinkedIn credentials" />
      ) : (
        <form
          id={formId}
          aria-label="LinkedIn credentials"
          noValidate
          style={{ display: 'grid', gap: 16 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <TextField
            ref={emailInput}
            label="LinkedIn Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
          <PasswordField
            label="LinkedIn Password"
            autoComplete="current-password"
            required={!saved}
            value={password}
            helperText={saved ? 'Leave empty to keep your saved password.' : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </form>
      )}
    </Dialog>
  );
}
