import { deleteLinkedinCredentials } from '../api/delete-linkedin-credentials';
import { queryClient, queryKeys, useServerMutation } from '@app/shared/query';
import { Button, Dialog, toast } from '@app/shared/ui';

const DISCONNECTED = 'LinkedIn account disconnected.';
const DISCONNECT_FAILED = 'Could not disconnect LinkedIn. Please try again.';

interface Props {
  credentialsId: number | null;
  onClose(): void;
}

/** product §2.8: Disconnect asks first, since the saved LinkedIn session goes with it. */
export function DisconnectLinkedinDialog({ credentialsId, onClose }: Props) {
  const disconnect = useServerMutation({
    mutationFn: deleteLinkedinCredentials,
    onSuccess: () => queryClient.setQueryData(queryKeys.linkedinCredentials(), null),
  });

  const confirm = async () => {
    if (credentialsId === null) return;
    try {
      await disconnect.mutateAsync(credentialsId);
      toast.success(DISCONNECTED);
      onClose();
    } catch (error) {
      console.error('Could not disconnect LinkedIn', error);
      toast.error(DISCONNECT_FAILED);
    }
  };

  return (
    <Dialog
      open={credentialsId !== null}
      title="Disconnect LinkedIn?"
      onClose={onClose}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={disconnect.isPending}>
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        </>
      }
    >
      <p>
        JobPilot will forget your LinkedIn email, password and signed-in session. You will be asked for them again the
        next time you start a job search.
      </p>
    </Dialog>
  );
}
