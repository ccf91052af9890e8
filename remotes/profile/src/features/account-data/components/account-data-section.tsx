import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card, DownloadButton, toast } from '@app/shared/ui';
import { downloadAccountExport } from '../api/download-account-export';
import { DeleteAccountDialog } from './delete-account-dialog';

const DOWNLOAD_FAILED = 'Could not download your data. Please try again.';

const Section = styled(Card)`
  max-width: 720px;
  margin: 24px auto 0;
  h2 {
    margin: 0 0 8px;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 12px;
  }
`;

/** product §2.8 "Your data": download everything as JSON, or delete the account. */
export function AccountDataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Section aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">Your data</h2>
      <p>Download everything JobPilot holds for you as a JSON file (resumes as their text, never passwords).</p>
      <DownloadButton
        fetchFile={downloadAccountExport}
        busyLabel="Preparing..."
        onError={(error) => {
          console.error('Could not download the account data', error);
          toast.error(DOWNLOAD_FAILED);
        }}
      >
        Download my data
      </DownloadButton>
      <h3>Delete account</h3>
      <p>Deleting your account removes everything JobPilot holds for you and signs you out.</p>
      <Button $variant="danger" onClick={() => setDeleting(true)}>
        Delete account
      </Button>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Section>
  );
}
