import { Dialog, Spinner } from '@app/shared/ui';
import { Waiting } from './opening-linkedin-dialog';

export type LoginProgressStep = 'started' | 'verifying';

const TEXT: Record<LoginProgressStep, string> = {
  started: 'Logging in to LinkedIn with your saved credentials…',
  verifying: 'Verifying the code with LinkedIn…',
};

/** product §4: open from `started` until the login succeeds or fails. */
export function LoginProgressDialog({ step, onClose }: { step: LoginProgressStep | null; onClose(): void }) {
  return (
    <Dialog open={step !== null} title="LinkedIn Login Progress" onClose={onClose}>
      {step && (
        <Waiting>
          <Spinner label="Logging in" />
          <p>{TEXT[step]}</p>
        </Waiting>
      )}
    </Dialog>
  );
}
