import { useState } from 'react';
import { toastApiError } from '@app/shared/api';
import { deleteJobSearch } from '../api/delete-job-search';
import type { JobSearch } from '@app/shared/contract';
import { queryClient, queryKeys, useServerMutation } from '@app/shared/query';
import { Button, Checkbox, Dialog, toast } from '@app/shared/ui';
import { searchName } from './search-name';

const DELETED = 'Job search deleted.';

/**
 * Delete on a search (product §2): a confirmation naming the search, with "Also delete its
 * applications" (off: they stay in the history). After it, the search leaves the cached lists
 * and `onDeleted` runs (the details page goes back to the dashboard).
 */
export function useDeleteSearch(onDeleted?: () => void) {
  const [asked, setAsked] = useState<JobSearch | null>(null);
  const [withApplications, setWithApplications] = useState(false);
  const remove = useServerMutation({
    mutationFn: ({ id, deleteApplications }: { id: number; deleteApplications: boolean }) =>
      deleteJobSearch(id, { deleteApplications }),
    onSuccess: (_, { id }) => {
      queryClient.setQueryData<JobSearch[]>(queryKeys.jobSearches(), (list) => list?.filter((s) => s.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.jobSearch(id), exact: true });
      // Kept applications now belong to no search; deleted ones are gone: read them again.
      void queryClient.invalidateQueries({ queryKey: ['job-applications'] });
    },
  });

  const close = () => {
    setAsked(null);
    setWithApplications(false);
  };
  const confirm = async () => {
    if (!asked) return;
    try {
      await remove.mutateAsync({ id: asked.id, deleteApplications: withApplications });
      toast.success(DELETED);
      close();
      onDeleted?.();
    } catch (error) {
      console.error('Could not delete the job search', error);
      toastApiError(error);
    }
  };

  const dialog = (
    <Dialog
      open={asked !== null}
      title={asked ? `Delete the job search "${searchName(asked)}"?` : ''}
      onClose={close}
      actions={
        <>
          <Button $variant="text" onClick={close}>
            Cancel
          </Button>
          <Button $variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>The search and its settings will be deleted. Its applications stay in your history unless you tick below.</p>
      <Checkbox
        label="Also delete its applications"
        checked={withApplications}
        onChange={(event) => setWithApplications(event.target.checked)}
      />
    </Dialog>
  );
  return { ask: setAsked, dialog };
}
