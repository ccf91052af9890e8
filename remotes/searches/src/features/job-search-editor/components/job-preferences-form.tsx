import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import {
  splitSearchTerms,
  SEARCH_TERM_SEPARATOR,
  type CreateJobPreferenceRequest,
  type TimePeriod,
} from '@app/shared/contract';
import { Checkbox, RadioGroup, TextField } from '@app/shared/ui';
import { TIME_PERIOD_OPTIONS } from '../../../utils/time-periods';
import { addTerm, validatePreferences, type PreferenceErrors } from '../validate-preferences';
import { CreditWarning } from './credit-warning';
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
  /** Jobs already applied by this search (0 when creating). */
  applied: number;
  /** The user's balance, when known. */
  credits: number | undefined;
  /** The submit button, given the form's own busy state by the page. */
  submit: ReactNode;
  onSubmit(values: CreateJobPreferenceRequest): void;
}

const LOCKED_NOTE =
  'Jobs have already been applied for this search, so only the number of jobs to apply can be adjusted.';

/** product §2/§5 Job Preferences: terms as chips, location, number of jobs, time filter and the two flags. */
export function JobPreferencesForm({ initial, locked, applied, credits, submit, onSubmit }: Props) {
  const [terms, setTerms] = useState(() => splitSearchTerms(initial.search_term));
  const [termInput, setTermInput] = useState('');
  const [location, setLocation] = useState(initial.location);
  const [maxJobs, setMaxJobs] = useState(String(initial.max_jobs));
  const [timePeriod, setTimePeriod] = useState<TimePeriod>(initial.time_period);
  const [remoteOnly, setRemoteOnly] = useState(initial.remote_only);
  const [relevantOnly, setRelevantOnly] = useState(initial.relevant_jobs_only);
  const [errors, setErrors] = useState<PreferenceErrors>({});

  const add = () => {
    const next = addTerm(terms, termInput);
    setTermInput('');
    if (next !== terms) {
      setTerms(next);
      setErrors((e) => ({ ...e, terms: undefined }));
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A term typed but not yet added counts, as the user would expect.
    const allTerms = addTerm(terms, termInput);
    if (allTerms !== terms) {
      setTerms(allTerms);
      setTermInput('');
    }
    const found = validatePreferences({ terms: allTerms, location, maxJobs });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onSubmit({
      search_term: allTerms.join(SEARCH_TERM_SEPARATOR),
      location: location.trim(),
      time_period: timePeriod,
      remote_only: remoteOnly,
      relevant_jobs_only: relevantOnly,
      max_jobs: Number(maxJobs),
    });
  };

  const maxJobsNumber = Number(maxJobs);
  return (
    <Form onSubmit={handleSubmit} aria-label="Job preferences" noValidate>
      {locked && <p className="note">{LOCKED_NOTE}</p>}
      <LockedField locked={locked}>
        <SearchTermsField
          terms={terms}
          input={termInput}
          onInput={setTermInput}
          onAdd={add}
          onRemove={(term) => setTerms((list) => list.filter((t) => t !== term))}
          error={errors.terms}
          disabled={locked}
        />
      </LockedField>
      <LockedField locked={locked}>
        <TextField
          label="Job Location"
          placeholder="e.g. Berlin, Germany"
          value={location}
          disabled={locked}
          error={errors.location}
          onChange={(event) => {
            setLocation(event.target.value);
            if (event.target.value.trim()) setErrors((e) => ({ ...e, location: undefined }));
          }}
        />
      </LockedField>
      <TextField
        label="Number of jobs to apply"
        type="number"
        min={1}
        step={1}
        required
        value={maxJobs}
        error={errors.maxJobs}
        onChange={(event) => {
          setMaxJobs(event.target.value);
          setErrors((e) => ({ ...e, maxJobs: undefined }));
        }}
      />
      {credits !== undefined && Number.isFinite(maxJobsNumber) && (
        <CreditWarning maxJobs={maxJobsNumber} applied={applied} credits={credits} />
      )}
      <LockedField locked={locked}>
        <RadioGroup
          label="Time Filters"
          value={timePeriod}
          options={TIME_PERIOD_OPTIONS}
          onChange={setTimePeriod}
          disabled={locked}
        />
      </LockedField>
      <div className="checks">
        <LockedField locked={locked}>
          <Checkbox
            label="Remote Only"
            checked={remoteOnly}
            disabled={locked}
            onChange={(event) => setRemoteOnly(event.target.checked)}
          />
        </LockedField>
        <LockedField locked={locked}>
          <Checkbox
            label="Relevant Jobs Only"
            checked={relevantOnly}
            disabled={locked}
            onChange={(event) => setRelevantOnly(event.target.checked)}
          />
        </LockedField>
      </div>
      {submit}
    </Form>
  );
}
