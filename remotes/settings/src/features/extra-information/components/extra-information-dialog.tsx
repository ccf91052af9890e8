import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { createExtraInformation, getExtraInformation, toastApiError, updateExtraInformation } from '@app/shared/api';
import type { ExtraInformation } from '@app/shared/contract';
import { Button, Checkbox, Dialog, ErrorBanner, Spinner, TextField, up, useBreakpointDown } from '@app/shared/ui';
import { CustomAnswers } from './custom-answers';
import {
  toFormValues,
  toRequest,
  validateExtraInformation,
  type ExtraInformationErrors,
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

export interface ExtraInformationDialogProps {
  open: boolean;
  onClose(): void;
  onSaved?(info: ExtraInformation): void;
}

/**
 * product §2 "Additional Information": required notice/pay (a fresher skips notice and current pay)
 * and optional custom question/answer pairs. Closed by Cancel or the close icon only, never by
 * Escape. Saving PATCHes the user's record when one exists and POSTs the first one otherwise.
 */
export function ExtraInformationDialog({ open, onClose, onSaved }: ExtraInformationDialogProps) {
  const formId = useId();
  const mobile = useBreakpointDown('sm');
  const [record, setRecord] = useState<ExtraInformation | null>(null);
  const [values, setValues] = useState<ExtraInformationValues>(() => toFormValues(null));
  const [errors, setErrors] = useState<ExtraInformationErrors>({});
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const recordRef = useRef(record);
  recordRef.current = record;

  useEffect(() => {
    if (!open) return;
    let active = true;
    setLoading(true);
    setErrors({});
    getExtraInformation()
      .then((found) => {
        if (!active) return;
        setRecord(found);
        setValues(toFormValues(found));
        setLoadFailed(false);
      })
      .catch((error: unknown) => {
        // product §8: a failed fetch falls back to the empty default; the error shows only when no
        // data was ever loaded (a re-open keeps the record read before).
        console.error('Could not load extra information', error);
        if (!active) return;
        setValues(toFormValues(recordRef.current));
        setLoadFailed(recordRef.current === null);
      })
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [open]);

  const edit = <K extends keyof ExtraInformationValues>(name: K, value: ExtraInformationValues[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (name in errors) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const save = async () => {
    const found = validateExtraInformation(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const body = toRequest(values);
      const saved = await persist(record, body);
      setRecord(saved);
      setLoadFailed(false);
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // product §11 decides the save failure's message: the generic handling shows the server's.
      console.error('Could not save extra information', error);
      toastApiError(error);
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => {
    setValues(toFormValues(record));
    setErrors({});
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      title="Additional Information"
      closeOnEscape={false}
      fullScreenOnMobile
      maxWidth={720}
      actions={
        <>
          <Button $variant="text" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving || loading}>
            {mobile ? 'Save' : 'Save Information'}
          </Button>
        </>
      }
    >
      <Intro>
        Add only information that is not already in your resume. The bot uses it to answer application questions.
      </Intro>
      {loading ? (
        <Spinner label="Loading extra information" />
      ) : (
        <form
          id={formId}
          aria-label="Additional Information"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {loadFailed && <ErrorBanner style={{ marginBottom: 16 }}>{EXTRA_INFORMATION_LOAD_FAILED}</ErrorBanner>}
          <section>
            <h3>Required Information</h3>
            <Fields>
              <div className="wide">
                <Checkbox
                  label="I'm a Fresher"
                  checked={values.fresher}
                  onChange={(event) => {
                    const fresher = event.target.checked;
                    setValues((v) => ({ ...v, fresher }));
                    setErrors((e) => ({ ...e, noticePeriod: undefined, currentPay: undefined }));
                  }}
                />
              </div>
              {!values.fresher && (
                <>
                  <TextField
                    label="Notice Period (days)"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    placeholder="e.g. 30"
                    value={values.noticePeriod}
                    onChange={(event) => edit('noticePeriod', event.target.value)}
                    error={errors.noticePeriod}
                  />
                  <TextField
                    label="Current Pay"
                    placeholder='e.g. "9 LPA" or "50,000 $/year"'
                    helperText="Annual salary"
                    value={values.currentPay}
                    onChange={(event) => edit('currentPay', event.target.value)}
                    error={errors.currentPay}
                  />
                </>
              )}
              <div className={values.fresher ? 'wide' : undefined}>
                <TextField
                  label="Expected Pay"
                  placeholder='e.g. "9 LPA" or "50,000 $/year"'
                  helperText="Annual salary"
                  value={values.expectedPay}
                  onChange={(event) => edit('expectedPay', event.target.value)}
                  error={errors.expectedPay}
                />
              </div>
            </Fields>
          </section>
          <CustomAnswers answers={values.answers} onChange={(answers) => edit('answers', answers)} />
          <section>
            <h3>When applying</h3>
            <Checkbox
              label="Follow the companies I apply to on LinkedIn"
              checked={values.followCompanies}
              onChange={(event) => edit('followCompanies', event.target.checked)}
            />
          </section>
        </form>
      )}
    </Dialog>
  );
}

/**
 * PATCH the known record, else POST the first one. A POST refused because a record exists (it was
 * created elsewhere, or the load failed) is retried as a PATCH of the record read back.
 */
async function persist(record: ExtraInformation | null, body: ReturnType<typeof toRequest>): Promise<ExtraInformation> {
  if (record) return updateExtraInformation(record.id, body);
  try {
    return await createExtraInformation(body);
  } catch (error) {
    const existing = await getExtraInformation().catch(() => null);
    if (!existing) throw error;
    return updateExtraInformation(existing.id, body);
  }
}
