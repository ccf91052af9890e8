import { useState } from 'react';
import styled from 'styled-components';
import { queries, queryClient, queryKeys, useServerQuery } from '@app/shared/query';
import type { JobSearch } from '@app/shared/contract';
import { Link } from '@app/shared/router';
import { Card } from '@app/shared/ui';
import { SettingsDialog } from '@/federation/settings-dialog';
import { firstRunSteps, type FirstRunStep } from '../first-run-steps';

const Panel = styled(Card)`
  margin-bottom: 24px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.25rem;
  }
  p {
    margin: 0 0 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .mark {
    flex: none;
    width: 1.5rem;
    text-align: center;
    font-weight: 700;
  }
  .done .mark {
    color: ${({ theme }) => theme.colors.success};
  }
  /* The LinkedIn step opens a dialog, yet reads as one of the list's links. */
  button.label {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    cursor: pointer;
  }
  .done .label {
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: line-through;
  }
`;

const HEADING_ID = 'first-run-heading';

/** Each step's state is part of its accessible name, so a screen reader hears it with the step. */
const nameOf = (step: FirstRunStep) => `${step.label} — ${step.done ? 'done' : 'not done'}`;

/**
 * product §2.3: until the user has a resume, Additional Information, LinkedIn credentials and a job
 * search, the dashboard lists those steps, ticking the done ones. Shown only once all four are read
 * from the server, so it neither flashes for a set-up user nor shows a wrong tick. The searches come
 * from the dashboard's own read, whose failure the dashboard reports.
 */
export function FirstRunChecklist({ searches }: { searches: JobSearch[] | undefined }) {
  const resumes = useServerQuery(queries.resumes());
  const extraInformation = useServerQuery(queries.extraInformation());
  const credentials = useServerQuery(queries.linkedinCredentials());
  const [connecting, setConnecting] = useState(false);

  if (!resumes.isSuccess || !extraInformation.isSuccess || !credentials.isSuccess || !searches) return null;
  const steps = firstRunSteps({
    resumes: resumes.data,
    extraInformation: extraInformation.data,
    credentials: credentials.data,
    searches,
  });
  if (steps.every((step) => step.done)) return null;

  return (
    <Panel as="section" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID}>Getting started</h2>
      <p>Four steps before JobPilot can apply for you.</p>
      <ol>
        {steps.map((step) => (
          <li key={step.label} className={step.done ? 'done' : undefined}>
            <span className="mark" aria-hidden="true">
              {step.done ? '✓' : '○'}
            </span>
            {step.action.kind === 'link' ? (
              <Link className="label" to={step.action.to} aria-label={nameOf(step)}>
                {step.label}
              </Link>
            ) : (
              <button type="button" className="label" aria-label={nameOf(step)} onClick={() => setConnecting(true)}>
                {step.label}
              </button>
            )}
          </li>
        ))}
      </ol>
      <SettingsDialog
        name="LinkedinCredentialsDialog"
        title="LinkedIn Credentials"
        open={connecting}
        onClose={() => setConnecting(false)}
        onSaved={(saved) => {
          setConnecting(false);
          queryClient.setQueryData(queryKeys.linkedinCredentials(), saved);
        }}
      />
    </Panel>
  );
}
