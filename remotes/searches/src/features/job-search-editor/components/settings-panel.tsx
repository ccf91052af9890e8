import { useState } from 'react';
import styled from 'styled-components';
import { queryClient, queryKeys } from '@app/shared/query';
import { Button, Card } from '@app/shared/ui';
import { SettingsDialog } from '../../../federation/settings-dialog';
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
  .missing {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 400;
  }
`;

/** product §2: the two required settings, each opening its dialog from the settings remote. */
export function SettingsPanel({ status }: { status: RequiredSettings }) {
  const [open, setOpen] = useState<'resume' | 'extra' | null>(null);
  const close = () => setOpen(null);
  const notConfigured = <span className="missing"> (Not configured)</span>;

  return (
    <Root aria-labelledby="settings-heading">
      <h2 id="settings-heading">Settings</h2>
      <p>The bot applies with your resume and answers questions from your extra information.</p>
      <Button $variant="secondary" $fullWidth onClick={() => setOpen('resume')}>
        Configure Resume{status.loaded && !status.hasResume && notConfigured}
      </Button>
      <Button $variant="secondary" $fullWidth onClick={() => setOpen('extra')}>
        Configure Extra Info{status.loaded && !status.hasExtraInformation && notConfigured}
      </Button>
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
