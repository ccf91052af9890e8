import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '@app/shared/ui';
import type { PreferenceFormValues } from '../validate-preferences';

const COMPANY_SITES_LABEL = 'Apply on company sites too (Greenhouse, Lever, Ashby)';
const COMPANY_SITES_HINT =
  "Some jobs on LinkedIn are applied to on the company's own site. With this on, JobPilot fills those forms too, with the same answers and resume; off, it applies only with LinkedIn's Easy Apply.";

/**
 * product §4.13: whether the search also applies where LinkedIn's Apply leads to the company's own
 * Greenhouse, Lever or Ashby form. It only changes what is applied to next, so it stays editable
 * after jobs were applied.
 */
export function CompanySitesOption({ control }: { control: Control<PreferenceFormValues> }) {
  const hintId = useId();
  return (
    <div>
      <Controller
        control={control}
        name="applyOnCompanySites"
        render={({ field }) => (
          <Checkbox
            label={COMPANY_SITES_LABEL}
            checked={field.value}
            aria-describedby={hintId}
            onChange={(event) => field.onChange(event.target.checked)}
          />
        )}
      />
      <p className="hint" id={hintId}>
        {COMPANY_SITES_HINT}
      </p>
    </div>
  );
}
