import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { showFieldErrors } from '@app/shared/api';
import { createJob } from '../api/jobs';
import { drfMessage, jobInputSchema, type JobInput } from '@app/shared/contract';
import { queryClient, useServerMutation } from '@app/shared/query';
import { Button, Card, ErrorBanner, TextArea, TextField, toast, up } from '@app/shared/ui';
import { jobsKey } from '../api/jobs-page-query';
import { JOB_STATUS_OPTIONS } from '../utils/job-status-labels';
import { Select } from './select';

const JOB_ADDED = 'Job added to your tracker.';

const FIELDS = ['title', 'company', 'location', 'url', 'status', 'notes'] as const;

const Grid = styled.div`
  display: grid;
  gap: 0 16px;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;

// The contract's own rules, worded as the server words them.
const resolver = zodResolver(jobInputSchema, { error: drfMessage });

type Saved = z.output<typeof jobInputSchema>;
// Most jobs written down by hand are ones the user applied to away from JobPilot.
const EMPTY: Required<JobInput> = { title: '', company: '', location: '', url: '', status: 'applied', notes: '' };

/** product §2.13: a job added by hand (POST `/jobs`); a refusal's reasons go under their fields. */
export function AddJobForm({ onClose }: { onClose(): void }) {
  const statusId = useId();
  const [refusal, setRefusal] = useState<string>();
  const { register, handleSubmit, reset, setError, formState } = useForm<JobInput, unknown, Saved>({
    resolver,
    defaultValues: EMPTY,
  });
  const add = useServerMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
  });

  const submit = handleSubmit(async (job) => {
    setRefusal(undefined);
    try {
      await add.mutateAsync(job);
      reset(EMPTY);
      toast.success(JOB_ADDED);
      onClose();
    } catch (error) {
      console.error('Could not add a job to the tracker', error);
      setRefusal(showFieldErrors(error, FIELDS, (field, message) => setError(field, { message })));
    }
  });

  const { errors } = formState;
  return (
    <Card>
      <form aria-label="Add a job" noValidate onSubmit={(event) => void submit(event)}>
        <h2>Add a job</h2>
        {refusal && <ErrorBanner>{refusal}</ErrorBanner>}
        <Grid>
          <TextField label="Job title" error={errors.title?.message} {...register('title')} />
          <TextField label="Company" error={errors.company?.message} {...register('company')} />
          <TextField label="Location" error={errors.location?.message} {...register('location')} />
          <TextField label="Job link" type="url" error={errors.url?.message} {...register('url')} />
        </Grid>
        <p>
          <label htmlFor={statusId}>Status </label>
          <Select id={statusId} {...register('status')}>
            {JOB_STATUS_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </p>
        <TextArea label="Notes" error={errors.notes?.message} {...register('notes')} />
        <Actions>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add job'}
          </Button>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Actions>
      </form>
    </Card>
  );
}
