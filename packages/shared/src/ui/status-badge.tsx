import styled, { css } from 'styled-components';
import type { JobSearchStatus } from '../contract';

type Tone = 'grey' | 'blue' | 'green' | 'red' | 'orange';

const tones: Record<Tone, { fg: string; bg: string }> = {
  grey: { fg: '#374151', bg: '#e5e7eb' },
  blue: { fg: '#1d4ed8', bg: '#dbeafe' },
  green: { fg: '#15803d', bg: '#dcfce7' },
  red: { fg: '#b91c1c', bg: '#fee2e2' },
  orange: { fg: '#c2410c', bg: '#ffedd5' },
};

/**
 * product §4.2: a job search's status, its label and colour. Every status the contract knows has
 * its own label (a Record over the contract's statuses, so a new one cannot be forgotten).
 */
export const JOB_SEARCH_STATUSES: Record<JobSearchStatus, { label: string; tone: Tone; pulsing?: boolean }> = {
  not_started: { label: 'Not Started', tone: 'grey' },
  running: { label: 'Running', tone: 'blue', pulsing: true },
  completed: { label: 'Completed', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  login_failed: { label: 'Login Failed', tone: 'orange' },
  stopped: { label: 'Stopped', tone: 'grey' },
  no_matches: { label: 'No Matching Jobs', tone: 'grey' },
  nothing_applied: { label: 'Nothing Applied', tone: 'orange' },
  daily_limit: { label: 'Daily Limit Reached', tone: 'orange' },
  out_of_credits: { label: 'Out of Credits', tone: 'orange' },
};
const searchStatusOf = (status: string) =>
  Object.hasOwn(JOB_SEARCH_STATUSES, status) ? JOB_SEARCH_STATUSES[status as JobSearchStatus] : UNKNOWN;

/** product §4: a job application's status, its label and colour. */
export const APPLICATION_STATUSES: Record<string, { label: string; tone: Tone }> = {
  applied: { label: 'Applied', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  already_applied: { label: 'Already Applied', tone: 'blue' },
  not_relevant: { label: 'Not Relevant', tone: 'orange' },
  waiting: { label: 'Waiting for your answer', tone: 'grey' },
  answered: { label: 'Answered, tried next', tone: 'blue' },
  skipped: { label: 'Skipped', tone: 'grey' },
};

const UNKNOWN = { label: 'Unknown', tone: 'grey' as Tone, pulsing: false };

const Badge = styled.span<{ $tone: Tone; $pulsing?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${({ $tone }) => tones[$tone].fg};
  background: ${({ $tone }) => tones[$tone].bg};
  ${({ $pulsing }) =>
    $pulsing &&
    css`
      animation: app-pulse 1.6s ease-in-out infinite;
    `}
`;

const MiniSpinner = styled.span`
  width: 10px;
  height: 10px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: app-spin 0.8s linear infinite;
`;

export function jobSearchStatusLabel(status: string): string {
  return searchStatusOf(status).label;
}

/**
 * `stale`: the page has no live connection now, so a status that changes while it runs is shown
 * as the last one known, not as live (no spinner, no pulse).
 */
export function JobSearchStatusBadge({ status, stale = false }: { status: string; stale?: boolean }) {
  const { label, tone, pulsing } = searchStatusOf(status);
  const live = pulsing && !stale;
  return (
    <Badge $tone={tone} $pulsing={live} data-status={status} data-tone={tone}>
      {live && <MiniSpinner aria-hidden="true" />}
      {pulsing && stale ? `Last known: ${label}` : label}
    </Badge>
  );
}

export function ApplicationStatusBadge({ status }: { status: string }) {
  const { label, tone } = APPLICATION_STATUSES[status] ?? UNKNOWN;
  return (
    <Badge $tone={tone} data-status={status} data-tone={tone}>
      {label}
    </Badge>
  );
}
