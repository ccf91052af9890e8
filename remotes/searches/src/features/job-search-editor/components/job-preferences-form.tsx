import { useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { splitSearchTerms, type CreateJobPreferenceRequest, type TimePeriod } from '@app/shared/contract';
import { Checkbox, RadioGroup, TextField } from '@app/shared/ui';
import { TIME_PERIOD_OPTIONS } from '@/utils/time-periods';
import {
  addTerm,
  preferencesFormSchema,
  toPreferenceRequest,
  type PreferenceFormValues,
} from '../validate-preferences';
import { CreditWarning } from '@/components/credit-warning';
import { LockedField } from './locked-field';
import { SearchTermsField } from './search-terms-field';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
  }
  .note {
    margin: 0;
    padding: 12px 16px;
    border-radius: ${({ theme }) => theme.radius};
    background: #eff6ff;
    color: #1e3a8a;
  }
`;

export interface PreferenceValues {
  search_term: string;
  location: string;
  time_period: TimePeriod;
  remote_only: boolean;
  relevant_jobs_only: boolean;
  max_jobs: number;
}

interface Props {
  initial: PreferenceValues;
  /** product §4 edit lock: jobs were applied, so only max_jobs may change. */
  locked: boolean;
  /** Jobs already applied by this search (0 when creating): max_jobs may not go below it. */
  applied: number;
  /** The user's balance, when known. */
  credits: number | undefined;
  /** The submit button, given the form's own busy state by the page. */
  submit: ReactNode;
  onSubmit(values: CreateJobPreferenceRequest): void;
}

const LOCKED_NOTE =
  'Jobs have already been applied for this search, so only the number of jobs to apply can be adjusted.';

const toFormValues = (initial: PreferenceValues): PreferenceFormValues => ({
  terms: splitSearchTerms(initial.search_term),
  termInput: '',
  location: initial.location,
  maxJobs: String(initial.max_jobs),
  timePeriod: initial.time_period,
  remoteOnly: initial.remote_only,
  relevantOnly: initial.relevant_jobs_only,
});

/** product §2/§5 Job Preferences: terms as chips, location, number of jobs, time filter and the two flags. */
export function JobPreferencesForm({ initial, locked, applied, credits, submit, onSubmit }: Props) {
  const resolver = useMemo(() => zodResolver(preferencesFormSchema(applied)), [applied]);
  const { register, control, handleSubmit, watch, setValue, getValues, formState } = useForm<PreferenceFormValues>({
    resolver,
    defaultValues: toFormValues(initial),
  });
  const errors = formState.errors;
  const terms = watch('terms');
  const termInput = watch('termInput');
  const maxJobsNumber = Number(watch('maxJobs'));

  const setTerms = (next: string[]) => setValue('terms', next, { shouldValidate: formState.isSubmitted });
  const add = () => {
    const next = addTerm(getValues('terms'), getValues('termInput'));
    setValue('termInput', '');
    if (next !== getValues('terms')) setTerms(next);
  };

  const submitForm = handleSubmit((values) => onSubmit(toPreferenceRequest(values)));

  return (
    <Form
      onSubmit={(event) => {
        // A term typed but not yet added becomes a chip, as it is sent (toPreferenceRequest).
        if (getValues('termInput').trim()) add();
        void submitForm(event);
      }}
      aria-label="Job preferences"
      noValidate
    >
      {locked && <p className="note">{LOCKED_NOTE}</p>}
      <LockedField locked={locked}>
        <SearchTermsField
          terms={terms}
          input={termInput}
          onInput={(value) => setValue('termInput', value)}
          onAdd={add}
          onRemove={(term) => setTerms(getValues('terms').filter((t) => t !== term))}
          error={errors.terms?.message}
          disabled={locked}
        />
      </LockedField>
      <LockedField locked={locked}>
        <TextField
          label="Job Location"
          placeholder="e.g. Berlin, Germany"
          disabled={locked}
          error={errors.location?.message}
          {...register('location')}
        />
      </LockedField>
      <TextField
        label="Number of jobs to apply"
        type="number"
        min={Math.max(1, applied)}
        step={1}
        required
        error={errors.maxJobs?.message}
        {...register('maxJobs')}
      />
      {credits !== undefined && Number.isFinite(maxJobsNumber) && (
        <CreditWarning maxJobs={maxJobsNumber} applied={applied} credits={credits} />
      )}
      <LockedField locked={locked}>
        <Controller
          control={control}
          name="timePeriod"
          render={({ field }) => (
            <RadioGroup
              label="Time Filters"
              value={field.value}
              options={TIME_PERIOD_OPTIONS}
              onChange={field.onChange}
              disabled={locked}
            />
          )}
        />
      </LockedField>
      <div className="checks">
        <LockedField locked={locked}>
          <Controller
            control={control}
            name="remoteOnly"
            render={({ field }) => (
              <Checkbox
                label="Remote Only"
                checked={field.value}
                disabled={locked}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            )}
          />
        </LockedField>
        <LockedField locked={locked}>
          <Controller
            control={control}
            name="relevantOnly"
            render={({ field }) => (
              <Checkbox
                label="Relevant Jobs Only"
                checked={field.value}
                disabled={locked}
                onChange={(event) => field.onChange(event.target.checked)}
              />
            )}
          />
        </LockedField>
      </div>
      {submit}
    </Form>
  );
}
