import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { toastApiError } from '@app/shared/api';
import { createExtraInformation, updateExtraInformation } from '../api/save-extra-information';
import {
  EXTRA_INFORMATION_SETTINGS,
  type ExtraInformation,
  type UpdateExtraInformationRequest,
} from '@app/shared/contract';
import { queries, queryKeys, useSaveOneRecord, useServerQuery } from '@app/shared/query';
import {
  Button,
  Checkbox,
  Dialog,
  ErrorBanner,
  Spinner,
  TextArea,
  TextField,
  up,
  useBreakpointDown,
} from '@app/shared/ui';
import { LoadFailed } from '@/components/load-failed';
import { CustomAnswers } from './custom-answers';
import {
  extraInformationFormSchema,
  toFormValues,
  toRequest,
  type ExtraInformationValues,
} from './extra-information-form';

const EXTRA_INFORMATION_LOAD_FAILED = 'Error loading extra information';

const Fields = styled.div`
  display: grid;
  gap: 16px;
  ${up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const resolver = zodResolver(extraInformationFormSchema);

type SaveRequest = ReturnType<typeof toRequest> & Pick<UpdateExtraInformationRequest, 'data_base'>;

export interface ExtraInformationDialogProps {
  open: boolean;
  onClose(): void;
  onSaved?(info: ExtraInformation): void;
}

/**
 * product §2 "Additional Information": required notice/pay (a fresher skips notice and current pay),
 * optional custom question/answer pairs and an optional cover letter. Closed by Cancel or the close icon only, never by
 * Escape. Saving PATCHes the user's record when one exists and POSTs the first one otherwise.
 */
export function ExtraInformationDialog(props: ExtraInformationDialogProps) {
  // Mounted only while open: each opening starts from the saved record.
  return props.open ? <OpenExtraInformationDialog {...props} /> : null;
}

function OpenExtraInformationDialog({ onClose, onSaved }: ExtraInformationDialogProps) {
  const formId = useId();
  const mobile = useBreakpointDown('sm');
  // product §8.2: a failed read shows the error with Retry and no form, so an empty form can never
  // be saved over the saved record; a re-open keeps the record read before.
  const query = useServerQuery({
    ...queries.extraInformation(),
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load extra information', error) },
  });
  const loaded = query.data !== undefined;
  const record = query.data ?? null;
  const loadFailed = !loaded && query.isError && !query.isFetching;
  const save = useSaveOneRecord({
    queryKey: queryKeys.extraInformation(),
    // A first record has nothing read to merge into.
    create: ({ data_base: _read, ...body }: SaveRequest) => createExtraInformation(body),
    update: updateExtraInformation,
  });
  // The custom answers as first read: sent with the edit, so the server merges it into what is saved
  // by then and an answer given meanwhile under "Answers needed" is kept.
  const [readAnswers, setReadAnswers] = useState<Record<string, string>>();
  if (record && readAnswers === undefined) setReadAnswers(record.data);
  // Memoised: each call numbers the custom answers afresh, and new values would reset the form.
  const recordValues = useMemo(() => toFormValues(record), [record]);
  const { register, control, handleSubmit, watch, clearErrors, formState } = useForm<ExtraInformationValues>({
    resolver,
    // The saved record fills the form once loaded; what the user changed is kept.
    values: recordValues,
    resetOptions: { keepDirtyValues: true },
  });
  const fresher = watch('fresher');
  // A setting that needs what the server may not have (its model) shows only where it has it: the
  // form waits for the answer, and if the server cannot be asked, it is not offered.
  const offersQuery = useServerQuery({
    ...queries.extraInformationOffers(),
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load what the server offers', error) },
  });
  const offers = offersQuery.data;
  const settings = EXTRA_INFORMATION_SETTINGS.filter(({ offeredWith }) => !offeredWith || offers?.[offeredWith]);
  const writerOffered = offers?.cover_letter_writer === true;
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ ...toRequest(values), data_base: readAnswers });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // product §11 decides the save failure's message: the generic handling shows the server's.
      // The record is read again (see useSaveOneRecord): one made elsewhere is updated next time.
      console.error('Could not save extra information', error);
      toastApiError(error);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Additional Information"
      closeOnEscape={false}
      fullScreenOnMobile
      maxWidth={720}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={save.isPending || !loaded}>
            {mobile ? 'Save' : 'Save Information'}
          </Button>
        </>
      }
    >
      <Intro>
        Add only information that is not already in your resume. The bot uses it to answer application questions.
      </Intro>
      {loadFailed ? (
        <LoadFailed message={EXTRA_INFORMATION_LOAD_FAILED} onRetry={() => void query.refetch()} />
      ) : !loaded || offersQuery.isPending ? (
        <Spinner label="Loading extra information" />
      ) : (
        <form id={formId} aria-label="Additional Information" noValidate onSubmit={(event) => void submit(event)}>
          <section>
            <h3>Required Information</h3>
            <Fields>
              <div className="wide">
                <Controller
                  control={control}
                  name="fresher"
                  render={({ field }) => (
                    <Checkbox
                      label="I'm a Fresher"
                      checked={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        clearErrors(['noticePeriod', 'currentPay']);
                      }}
                    />
                  )}
                />
              </div>
              {!fresher && (
                <>
                  <TextField
                    label="Notice Period (days)"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    placeholder="e.g. 30"
                    error={errors.noticePeriod?.message}
                    {...register('noticePeriod', { onChange: () => clearErrors('noticePeriod') })}
                  />
                  <TextField
                    label="Current Pay"
                    placeholder='e.g. "9 LPA" or "50,000 $/year"'
                    helperText="Annual salary"
                    error={errors.currentPay?.message}
                    {...register('currentPay', { onChange: () => clearErrors('currentPay') })}
                  />
                </>
              )}
              <div className={fresher ? 'wide' : undefined}>
                <TextField
                  label="Expected Pay"
                  placeholder='e.g. "9 LPA" or "50,000 $/year"'
                  helperText="Annual salary"
                  error={errors.expectedPay?.message}
                  {...register('expectedPay', { onChange: () => clearErrors('expectedPay') })}
                />
              </div>
            </Fields>
          </section>
          <Controller
            control={control}
            name="answers"
            render={({ field }) => <CustomAnswers answers={field.value} onChange={field.onChange} />}
          />
          {errors.answers?.message && <ErrorBanner>{errors.answers.message}</ErrorBanner>}
          <section>
            <h3>Cover Letter (Optional)</h3>
            <Intro>
              Sent as you wrote it where a company&apos;s own site (Greenhouse, Lever, Ashby) asks for a cover letter.
              {writerOffered
                ? ' Left empty, that field stays empty unless you let JobPilot write one below.'
                : ' JobPilot never writes one for you; left empty, that field stays empty.'}
            </Intro>
            <TextArea
              label="Cover letter"
              rows={8}
              error={errors.coverLetter?.message}
              {...register('coverLetter', { onChange: () => clearErrors('coverLetter') })}
            />
          </section>
          <section>
            <h3>When applying</h3>
            {settings.map(({ name, label }) => (
              <Controller
                key={name}
                control={control}
                name={`settings.${name}`}
                render={({ field }) => (
                  <Checkbox
                    label={label}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                )}
              />
            ))}
          </section>
        </form>
      )}
    </Dialog>
  );
}
