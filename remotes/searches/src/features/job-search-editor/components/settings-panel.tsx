import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { queryClient, queryKeys } from '@app/shared/query';
import { Button, Card } from '@app/shared/ui';
import { SettingsDialog } from '@/federation/settings-dialog';
import type { RequiredSettings } from '../api/required-settings';

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** One setting per button: the action on the first line, its state on a second, never ragged. */
const SettingButton = styled(Button)`
  flex-direction: column;
  align-items: flex-start;
  text-align: left;
  gap: 2px;
  .state {
    display: flex;
    gap: 6px;
    max-width: 100%;
    font-size: 0.8125rem;
    font-weight: 400;
  }
  .state span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .missing {
    color: ${({ theme }) => theme.colors.danger};
  }
  .configured {
    color: ${({ theme }) => theme.colors.success};
  }
`;

function SettingState({
  status,
  configured,
  detail,
}: {
  status: RequiredSettings;
  configured: boolean;
  detail: string;
}) {
  if (!status.loaded) return null;
  if (!configured) return <span className="state missing"> (Not configured)</span>;
  return (
    <span className="state configured">
      <span aria-hidden="true">✓</span> <span>{detail}</span>
    </span>
  );
}

function Setting({ label, onClick, children }: { label: string; onClick(): void; children: ReactNode }) {
  return (
    <SettingButton $variant="secondary" $fullWidth onClick={onClick}>
      <span>{label}</span>
      {children}
    </SettingButton>
  );
}

/**
 * product §2.6: the two required settings, each opening its dialog from the settings remote, with
 * a tick and the default resume's name (or "Saved") once configured.
 */
export function SettingsPanel({ status }: { status: RequiredSettings }) {
  const [open, setOpen] = useState<'resume' | 'extra' | null>(null);
  const close = () => setOpen(null);

  return (
    <Root aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <p>The bot applies with your resume and answers questions from your extra information.</p>
      <Setting label="Configure Resume" onClick={() => setOpen('resume')}>
        <SettingState status={status} configured={status.hasResume} detail={status.resumeName ?? ''} />
      </Setting>
      <Setting label="Configure Extra Info" onClick={() => setOpen('extra')}>
        <SettingState status={status} configured={status.hasExtraInformation} detail="Saved" />
      </Setting>
      <SettingsDialog
        name="ResumePanel"
        title="Upload Resume"
        open={open === 'resume'}
        onClose={close}
        onChange={(resumes) => queryClient.setQueryData(queryKeys.resumes(), resumes)}
      />
      <SettingsDialog
        name="ExtraInformationDialog"
        title="Additional Information"
        open={open === 'extra'}
        onClose={close}
        onSaved={(info) => {
          queryClient.setQueryData(queryKeys.extraInformation(), info);
          close();
        }}
      />
    </Root>
  );
}
