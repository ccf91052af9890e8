import { useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { normalizeApiError } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { Button, Card, Checkbox, TextField, toast } from '@app/shared/ui';
import { toastError } from '@/utils/toast';
import { clearJobSearchSchedule, setJobSearchSchedule } from '../api/job-search-schedule';
import { nextRunWords, scheduleSentence, WEEK_ORDER, WEEKDAY_NAMES } from '@/utils/schedule-words';

const Root = styled(Card)`
  margin-top: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.125rem;
  }
  fieldset {
    border: 0;
    margin: 0 0 12px;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  .fields {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
    gap: 12px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 12px;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0 0 8px;
    font-size: 0.875rem;
  }
`;

type Field = 'days' | 'time' | 'time_zone';
const SAVE_FAILED = ['Error saving the schedule', 'Could not save the schedule. Please try again later.'] as const;
const REMOVE_FAILED = [
  'Error removing the schedule',
  'Could not remove the schedule. Please try again later.',
] as const;

/** The zone the browser is in (what a new schedule uses unless the user picks another). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The server's `{field: [message]}` (a day's own mistake comes as `days.1`) by field. */
function fieldErrors(error: unknown): Partial<Record<Field, string>> | null {
  const normalized = normalizeApiError(error);
  if (normalized.status !== 400 || !normalized.errors) return null;
  const found: Partial<Record<Field, string>> = {};
  for (const [key, value] of Object.entries(normalized.errors)) {
    const field = key.split('.')[0] as Field;
    if (['days', 'time', 'time_zone'].includes(field) && Array.isArray(value)) found[field] ??= String(value[0]);
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * product §4.12: when the search starts on its own — days of the week and a time of day in a time
 * zone (the browser's by default) — saved and removed apart from the job preferences.
 */
export function ScheduleEditor({ search, onSaved }: { search: JobSearch; onSaved(search: JobSearch): void }) {
  const { schedule } = search;
  const [days, setDays] = useState<number[]>(schedule?.days ?? [1, 2, 3, 4, 5]);
  const [time, setTime] = useState(schedule?.time ?? '08:00');
  const [timeZone, setTimeZone] = useState(schedule?.time_zone ?? browserTimeZone());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const zonesId = useId();
  const zones = useMemo(() => Intl.supportedValuesOf?.('timeZone') ?? [], []);

  const toggle = (day: number, on: boolean) =>
    setDays((current) => (on ? [...current, day] : current.filter((d) => d !== day)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (days.length === 0) return setErrors({ days: 'Choose at least one day of the week.' });
    setBusy(true);
    setErrors({});
    try {
      const saved = await setJobSearchSchedule(search.id, { days, time, time_zone: timeZone.trim() });
      onSaved(saved);
      toast.success('Schedule saved.');
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields) setErrors(fields);
      else {
        console.error('Could not save the schedule', error);
        toastError(...SAVE_FAILED);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      onSaved(await clearJobSearchSchedule(search.id));
      toast.success('Schedule removed.');
    } catch (error) {
      console.error('Could not remove the schedule', error);
      toastError(...REMOVE_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Root as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Schedule</h2>
      <p>
        {schedule
          ? `${scheduleSentence(schedule)} (${schedule.time_zone.replaceAll('_', ' ')}).${
              search.paused
                ? ' Paused: it will not start on its own until you resume it.'
                : schedule.next_run_at
                  ? ` Next run: ${nextRunWords(schedule.next_run_at, schedule.time_zone)}.`
                  : ''
            }`
          : 'This search starts only when you start it. Choose days and a time to have it start on its own.'}
      </p>
      <form aria-label="Schedule" noValidate onSubmit={(event) => void save(event)}>
        <fieldset aria-describedby={errors.days ? `${headingId}-days` : undefined}>
          <legend>Days</legend>
          {WEEK_ORDER.map((day) => (
            <Checkbox
              key={day}
              label={WEEKDAY_NAMES[day]}
              checked={days.includes(day)}
              onChange={(event) => toggle(day, event.target.checked)}
            />
          ))}
        </fieldset>
        {errors.days && (
          <p className="error" id={`${headingId}-days`} role="alert">
            {errors.days}
          </p>
        )}
        <div className="fields">
          <TextField
            label="Time of day"
            type="time"
            value={time}
            required
            error={errors.time}
            onChange={(event) => setTime(event.target.value)}
          />
          <TextField
            label="Time zone"
            value={timeZone}
            list={zonesId}
            autoComplete="off"
            required
            error={errors.time_zone}
            onChange={(event) => setTimeZone(event.target.value)}
          />
          <datalist id={zonesId}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </div>
        <div className="actions">
          <Button type="submit" disabled={busy}>
            {schedule ? 'Save Schedule' : 'Set Schedule'}
          </Button>
          {schedule && (
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => void remove()}>
              Remove Schedule
            </Button>
          )}
        </div>
      </form>
    </Root>
  );
}
