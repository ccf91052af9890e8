import { Button, Dialog, Spinner } from '@app/shared/ui';

interface Props {
  /** The title of the dialog being opened. */
  title: string;
  /** Its code could not be loaded: why, in plain words, and how to try again. */
  failure?: { message: string; onRetry(): void };
  onClose(): void;
}

/** A dialog the user opened while its code is still on its way, or when it could not be loaded. */
export function PendingDialog({ title, failure, onClose }: Props) {
  if (!failure) {
    return (
      <Dialog open title={title} onClose={onClose}>
        <Spinner label={`Loading ${title}`} />
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={failure.onRetry}>Retry</Button>
        </>
      }
    >
      <p role="alert">{failure.message}</p>
    </Dialog>
  );
}
