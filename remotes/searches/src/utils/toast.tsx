import { toast } from '@app/shared/ui';

function ToastBody({ title, message }: { title: string; message?: string }) {
  return (
    <div>
      <strong>{title}</strong>
      {message && <div>{message}</div>}
    </div>
  );
}

/** product §8's two-part messages ("Error starting job search" / "Could not start…") as one toast. */
export function toastError(title: string, message?: string): void {
  toast.error(<ToastBody title={title} message={message} />);
}
