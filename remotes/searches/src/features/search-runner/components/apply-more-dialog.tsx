import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useSession } from '@app/shared/stores';
import { Button, Dialog, TextField } from '@app/shared/ui';
import { CreditWarning } from '@/components/credit-warning';
import { APPLY_MORE_TITLE } from './dialog-titles';

interface Props {
  open: boolean;
  /** The search's current maximum, to say what the new one will be. */
  currentMax: number;
  /** Jobs the search has already applied to: the credits needed are counted from there. */
  applied: number;
  onClose(): void;
  onSubmit(additional: number): Promise<void>;
}

/** As typed; blank counts as 0, so it is refused with the rest. */
const applyMoreSchema = z.object({ additional: z.coerce.number<string>().int().min(1) });
type ApplyMoreForm = z.input<typeof applyMoreSchema>;
const resolver = zodResolver(applyMoreSchema);

/**
 * product §2/§5 "Apply to More Jobs": a number of at least 1; "Start Applying" is disabled otherwise.
 * As in the editor, more jobs than the credits cover get the credit warning (it does not block).
 */
export function ApplyMoreDialog(props: Props) {
  // Mounted only while open: each opening starts again from 5.
  return props.open ? <OpenApplyMoreDialog {...props} /> : null;
}

function OpenApplyMoreDialog({ currentMax, applied, onClose, onSubmit }: Props) {
  const credits = useSession((s) => s.user?.credits);
  const { register, handleSubmit, watch, formState } = useForm<
    ApplyMoreForm,
    unknown,
    z.output<typeof applyMoreSchema>
  >({
    resolver,
    mode: 'onChange',
    defaultValues: { additional: '5' },
  });
  const typed = watch('additional');
  const parsed = applyMoreSchema.safeParse({ additional: typed });
  const submit = handleSubmit(({ additional }) => onSubmit(additional));

  return (
    <Dialog
      open
      title={APPLY_MORE_TITLE}
      onClose={onClose}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="apply-more" disabled={!parsed.success || formState.isSubmitting}>
            Start Applying
          </Button>
        </>
      }
    >
      <form
        id="apply-more"
        onSubmit={(event) => void submit(event)}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
      >
        <TextField
          label="Number of additional jobs"
          type="number"
          min={1}
          step={1}
          helperText={
            parsed.success
              ? `The search will apply to up to ${currentMax + parsed.data.additional} jobs in total.`
              : 'Enter at least 1.'
          }
          {...register('additional')}
        />
        {parsed.success && credits !== undefined && (
          <CreditWarning maxJobs={currentMax + parsed.data.additional} applied={applied} credits={credits} />
        )}
      </form>
    </Dialog>
  );
}
