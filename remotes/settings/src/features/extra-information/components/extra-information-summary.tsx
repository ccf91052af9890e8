import { useState } from 'react';
import styled from 'styled-components';
import { MY_DATA_SECTIONS, type ExtraInformation } from '@app/shared/contract';
import { queries, useServerQuery } from '@app/shared/query';
import { Button, Card, Spinner } from '@app/shared/ui';
import { LoadFailed } from '@/components/load-failed';
import { useScrollToHash } from '@/components/use-scroll-to-hash';
import { ExtraInformationDialog } from './extra-information-dialog';

const SECTION_ID = MY_DATA_SECTIONS.additionalInformation;
const LOAD_FAILED = 'Could not load your additional information.';
const NOT_GIVEN = 'Not given';

const Section = styled(Card)`
  h2 {
    margin: 0 0 8px;
  }
  dl {
    margin: 16px 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 12px;
    overflow-wrap: anywhere;
  }
  dd small {
    display: block;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** A long text's beginning, on one line: the cover letter is read whole in the dialog. */
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ');
  return line.length > 120 ? `${line.slice(0, 120).trimEnd()}…` : line;
};

/** Each field of Additional Information as saved, and where the bot uses it (product §2.14). */
function fieldsOf(
  info: ExtraInformation,
  writerOffered: boolean,
): Array<{ label: string; value: string; usedFor: string }> {
  return [
    {
      label: 'Notice period',
      value: info.notice_period === null ? NOT_GIVEN : days(info.notice_period),
      usedFor: 'Used for questions about your notice period and when you can start.',
    },
    {
      label: 'Current pay',
      value: info.current_pay || NOT_GIVEN,
      usedFor: 'Used for questions about your current pay, converted to the unit the form asks for.',
    },
    {
      label: 'Expected pay',
      value: info.expected_pay || NOT_GIVEN,
      usedFor: 'Used for questions about the pay you expect, converted to the unit the form asks for.',
    },
    {
      label: 'Cover letter',
      value: info.cover_letter ? preview(info.cover_letter) : NOT_GIVEN,
      usedFor: writerOffered
        ? 'Sent as you wrote it where a company’s own site asks for a cover letter.'
        : 'Sent as you wrote it where a company’s own site asks for a cover letter; never written for you.',
    },
    {
      label: 'Follow the companies you apply to',
      value: info.follow_companies ? 'Yes' : 'No',
      usedFor: 'Whether the bot leaves LinkedIn’s “Follow” box ticked when it applies.',
    },
    ...(writerOffered
      ? [
          {
            label: 'Let JobPilot write a cover letter',
            value: info.write_cover_letter ? 'Yes' : 'No',
            usedFor:
              'When you have not written one, a short letter worded from your resume and answers only, for that job.',
          },
        ]
      : []),
  ];
}

/**
 * product §2.14 "Additional Information" on My data: the saved fields with where the bot uses each,
 * edited in the Additional Information dialog (its custom answers are listed under "Your answers").
 */
export function ExtraInformationSummary({ onSaved }: { onSaved?(): void }) {
  const [open, setOpen] = useState(false);
  const info = useServerQuery({
    ...queries.extraInformation(),
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load extra information', error) },
  });
  useScrollToHash(info.isSuccess);
  const writerOffered = useServerQuery(queries.extraInformationOffers()).data?.cover_letter_writer === true;

  return (
    <Section id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`}>
      <h2 id={`${SECTION_ID}-heading`}>Additional Information</h2>
      {info.isSuccess ? (
        <>
          {info.data ? (
            <dl>
              {fieldsOf(info.data, writerOffered).map((field) => (
                <div key={field.label}>
                  <dt>{field.label}</dt>
                  <dd>
                    {field.value}
                    <small>{field.usedFor}</small>
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>Nothing saved yet.</p>
          )}
          <Button $variant="secondary" onClick={() => setOpen(true)}>
            Edit Additional Information
          </Button>
        </>
      ) : info.isError && !info.isFetching ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void info.refetch()} />
      ) : (
        <Spinner label="Loading additional information" />
      )}
      <ExtraInformationDialog open={open} onClose={() => setOpen(false)} onSaved={() => onSaved?.()} />
    </Section>
  );
}
