import { useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { splitSearchTerms, type CreateJobPreferenceRequest, type TimePeriod } from '@app/shared/contract';
import { Link } from '@app/shared/router';
import { Checkbox, ChipListField, RadioGroup, TextField } from '@app/shared/ui';
import { TIME_PERIOD_OPTIONS } from '@/utils/time-periods';
import {
  addTerm,
  preferencesFormSchema,
  toPreferenceRequest,
  type PreferenceFormValues,
} from '../validate-preferences';
import { CreditWarning } from '@/components/credit-warning';
import { LockedField } from './locked-field';
import { CompanySitesOption } from './company-sites-option';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 4px;
    padding: 0;
  }
  .hint {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
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
  apply_on_company_sites: boolean;
  max_jobs: number;
  excluded_companies: string[];
  excluded_keywords: string[];
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

/** The chip lists of the form, each with the input its chips are typed in. */
const INPUT_OF = {
  terms: 'termInput',
  excludedCompanies: 'companyInput',
  excludedKeywords: 'keywordInput',
} as const satisfies Record<string, keyof PreferenceFormValues>;
type ChipList = keyof typeof INPUT_OF;
const CHIP_LISTS = Object.keys(INPUT_OF) as ChipList[];

const COMPANY_HELP = 'Matched without case or legal form: “Acme” also skips “Acme Inc.”, not “Acme Robotics”.';
const KEYWORD_HELP = 'Whole words in the job title or description: “Java” does not skip “JavaScript”.';

const LOCKED_NOTE =
  'Jobs have already been applied for this search, so only the number of jobs to apply, applying on company sites and the exclusions can be adjusted.';

const toFormValues = (initial: PreferenceValues): PreferenceFormValues => ({
  terms: splitSearchTerms(initial.search_term),
  termInput: '',
  location: initial.location,
  maxJobs: String(initial.max_jobs),
  timePeriod: initial.time_period,
  remoteOnly: initial.remote_only,
  relevantOnly: initial.relevant_jobs_only,
  applyOnCompanySites: initial.apply_on_company_sites,
  excludedCompanies: initial.excluded_companies,
  companyInput: '',
  excludedKeywords: initial.excluded_keywords,
  keywordInput: '',
});

/** product §2/§5 Job Preferences: terms as chips, location, number of jobs, time filter and the two flags. */
export function JobPreferencesForm({ initial, locked, applied, credits, submit, onSubmit }: Props) {
  const resolver = useMemo(() => zodResolver(preferencesFormSchema(applied)), [applied]);
  const { register, control, handleSubmit, watch, setValue, getValues, formState } = useForm<PreferenceFormValues>({
    resolver,
    defaultValues: toFormValues(initial),
  });
  const errors = formState.errors;
  const maxJobsNumber = Number(watch('maxJobs'));

  const setList = (list: ChipList, next: string[]) => setValue(list, next, { shouldValidate: formState.isSubmitted });
  /** Adds what is typed in `list`'s input as a chip and empties the input. */
  const add = (list: ChipList) => {
    const input = INPUT_OF[list];
    const next = addTerm(getValues(list), getValues(input));
    setValue(input, '');
    if (next !== getValues(list)) setList(list, next);
  };
  const chipList = (list: ChipList) => ({
    values: watch(list),
    input: watch(INPUT_OF[list]),
    onInput: (value: string) => setValue(INPUT_OF[list], value),
    onAdd: () => add(list),
    onRemove: (value: string) =>
      setList(
        list,
        getValues(list).filter((existing) => existing !== value),
      ),
    error: errors[list]?.message,
  });

  const submitForm = handleSubmit((values) => onSubmit(toPreferenceRequest(values)));

  return (
    <Form
      onSubmit={(event) => {
        // What is typed but not yet added becomes a chip, as it is sent (toPreferenceRequest).
        for (const list of CHIP_LISTS) if (getValues(INPUT_OF[list]).trim()) add(list);
        void submitForm(event);
      }}
      aria-label="Job preferences"
      noValidate
    >
      {locked && <p className="note">{LOCKED_NOTE}</p>}
      <LockedField locked={locked}>
        <ChipListField
          label="Job Titles / Keywords"
          listLabel="Job titles and keywords"
          addLabel="Add job title or keyword"
          placeholder="e.g. Frontend Developer"
          disabled={locked}
          {...chipList('terms')}
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
      <CompanySitesOption control={control} />
      <fieldset>
        <legend>Exclusions</legend>
        <p className="hint">
          The bot skips these postings without opening them and uses no credit. For companies to skip on every search,
          see <Link to="/profile#excluded-companies">your profile</Link>.
        </p>
        <ChipListField
          label="Excluded companies"
          listLabel="Excluded companies"
          addLabel="Add excluded company"
          placeholder="e.g. Acme"
          helperText={COMPANY_HELP}
          {...chipList('excludedCompanies')}
        />
        <ChipListField
          label="Excluded keywords"
          listLabel="Excluded keywords"
          addLabel="Add excluded keyword"
          placeholder="e.g. Internship"
          helperText={KEYWORD_HELP}
          {...chipList('excludedKeywords')}
        />
      </fieldset>
      {submit}
    </Form>
  );
}
