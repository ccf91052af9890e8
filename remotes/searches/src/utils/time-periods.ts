import type { TimePeriod } from '@app/shared/contract';

/** product §2's labels of the time filter, in the order the radios show them. */
export const TIME_PERIOD_OPTIONS: ReadonlyArray<{ value: TimePeriod; label: string }> = [
  { value: 'past_24_hours', label: 'Past 24 Hours' },
  { value: 'past_one_week', label: 'Past Week' },
  { value: 'past_one_month', label: 'Past Month' },
];

export function timePeriodLabel(value: string): string {
  return TIME_PERIOD_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
