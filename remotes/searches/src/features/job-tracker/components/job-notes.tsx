import { useState } from 'react';
import styled from 'styled-components';
import { normalizeApiError } from '@app/shared/api';
import { replaceJob } from '../api/jobs';
import type { Job } from '@app/shared/contract';
import { queryClient, useServerMutation } from '@app/shared/query';
import { Button, ErrorBanner, TextArea } from '@app/shared/ui';
import { jobsKey } from '../api/jobs-page-query';

const Notes = styled.p`
  margin: 0 0 4px;
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;

/** A job's notes, edited in place: PUT replaces the job, so the rest of it is sent as it is. */
export function JobNotes({ job, name }: { job: Job; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const save = useServerMutation({
    mutationFn: (notes: string) =>
      replaceJob(job.id, {
        title: job.title,
        company: job.company,
        location: job.location,
        url: job.url,
        status: job.status,
        notes,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobsKey });
      setDraft(null);
    },
    onError: (error) => console.error('Could not save the notes of a tracked job', error),
  });

  if (draft === null) {
    return (
      <>
        {job.notes && <Notes>{job.notes}</Notes>}
        <Button $variant="text" aria-label={`Edit notes for ${name}`} onClick={() => setDraft(job.notes)}>
          {job.notes ? 'Edit notes' : 'Add notes'}
        </Button>
      </>
    );
  }
  return (
    <form
      aria-label={`Notes for ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <TextArea label={`Notes for ${name}`} value={draft} onChange={(event) => setDraft(event.target.value)} />
      {save.isError && <ErrorBanner>{normalizeApiError(save.error).message}</ErrorBanner>}
      <Actions>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notes'}
        </Button>
        <Button $variant="secondary" disabled={save.isPending} onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
