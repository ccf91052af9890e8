import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@app/shared/ui';

interface Props {
  open: boolean;
  /** The search's current maximum, to say what the new one will be. */
  currentMax: number;
  onClose(): void;
  onSubmit(additional: number): Promise<void>;
}

/** product §2/§5 "Apply to More Jobs": a number of at least 1; "Start Applying" is disabled otherwise. */
export function ApplyMoreDialog({ open, currentMax, onClose, onSubmit }: Props) {
  const [value, setValue] = useState('5');
  const [busy, setBusy] = useState(false);
  const additional = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(additional) && additional >= 1;

  useEffect(() => {
    if (open) setValue('5');
  }, [open]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    try {
      await onSubmit(additional);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title="Apply to More Jobs"
      onClose={onClose}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="apply-more" disabled={!valid || busy}>
            Start Applying
          </Button>
        </>
      }
    >
      <form id="apply-more" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label="Number of additional jobs"
          type="number"
          min={1}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          helperText={
            valid ? `The search will apply to up to ${currentMax + additional} jobs in total.` : 'Enter at least 1.'
          }
        />
      </form>
    </Dialog>
  );
}
