import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { LinkedinCredentials } from '@app/shared/contract';
import { formatDateTime } from '@app/shared/format';
import { queries, useServerQuery } from '@app/shared/query';
import { useLocation } from '@app/shared/router';
import { Button, Card, Spinner } from '@app/shared/ui';
import { ChangeLinkedinPasswordForm } from './change-linkedin-password-form';
import { DisconnectLinkedinDialog } from './disconnect-linkedin-dialog';

/** The anchor the search runner links to after a failed LinkedIn login (product §2.7). */
const SECTION_ID = 'linkedin-account';
const NOTHING_SAVED =
  'No LinkedIn account is saved. JobPilot asks for your LinkedIn email and password when you start a job search.';

const Section = styled(Card)`
  max-width: 720px;
  margin: 24px auto 0;
  h2 {
    margin: 0 0 16px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: 0 0 16px;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    gap: 8px 16px;
    margin-bottom: 16px;
  }
`;

/** product §2.8 "LinkedIn account": the saved email, a new password, the saved session, Disconnect. */
export function LinkedinAccountSection() {
  // A failed read is "nothing saved" (the api's getLinkedinCredentials, product §7).
  const { data: credentials, isPending } = useServerQuery(queries.linkedinCredentials());
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${SECTION_ID}` && !isPending) ref.current?.scrollIntoView?.();
  }, [hash, isPending]);

  return (
    <Section ref={ref} id={SECTION_ID} aria-labelledby={`${SECTION_ID}-heading`}>
      <h2 id={`${SECTION_ID}-heading`}>LinkedIn account</h2>
      {isPending ? (
        <Spinner label="Loading LinkedIn account" />
      ) : credentials ? (
        <SavedAccount credentials={credentials} />
      ) : (
        <p>{NOTHING_SAVED}</p>
      )}
    </Section>
  );
}

function SavedAccount({ credentials }: { credentials: LinkedinCredentials }) {
  const [disconnecting, setDisconnecting] = useState(false);
  return (
    <>
      <dl>
        <dt>LinkedIn Email</dt>
        <dd>{credentials.username}</dd>
        <dt>Session</dt>
        <dd>
          {credentials.cookies_saved_at
            ? `Signed in session saved on ${formatDateTime(credentials.cookies_saved_at)}`
            : 'No saved session'}
        </dd>
      </dl>
      <ChangeLinkedinPasswordForm credentialsId={credentials.id} />
      <Button $variant="danger" onClick={() => setDisconnecting(true)}>
        Disconnect LinkedIn
      </Button>
      <DisconnectLinkedinDialog
        credentialsId={disconnecting ? credentials.id : null}
        onClose={() => setDisconnecting(false)}
      />
    </>
  );
}
