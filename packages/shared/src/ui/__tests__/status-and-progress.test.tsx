/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { Chip } from '../chip';
import { ProgressBar } from '../progress-bar';
import { Spinner } from '../spinner';
import { ApplicationStatusBadge, JobSearchStatusBadge } from '../status-badge';
import { theme } from '../theme';
import { Tooltip } from '../tooltip';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('status badges', () => {
  it.each([
    ['not_started', 'Not Started', 'grey'],
    ['running', 'Running', 'blue'],
    ['completed', 'Completed', 'green'],
    ['failed', 'Failed', 'red'],
    ['login_failed', 'Login Failed', 'orange'],
    ['paused', 'Unknown', 'grey'],
  ])('job search %s reads "%s" in %s', (status, label, tone) => {
    const { container } = wrap(<JobSearchStatusBadge status={status} />);
    const badge = container.firstElementChild!;
    expect(badge.textContent).toBe(label);
    expect(badge.getAttribute('data-tone')).toBe(tone);
  });

  it('a running search spins', () => {
    const { container } = wrap(<JobSearchStatusBadge status="running" />);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each([
    ['applied', 'Applied'],
    ['failed', 'Failed'],
    ['already_applied', 'Already Applied'],
    ['not_relevant', 'Not Relevant'],
    ['other', 'Unknown'],
  ])('application %s reads "%s"', (status, label) => {
    const { container } = wrap(<ApplicationStatusBadge status={status} />);
    expect(container.textContent).toBe(label);
  });
});

describe('progress, spinner, chip, tooltip', () => {
  it('caps the progress bar at 100 %', () => {
    wrap(
      <>
        <ProgressBar label="Over" value={180} />
        <ProgressBar label="Half" value={50} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Over' }).getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Half' }).getAttribute('aria-valuenow')).toBe('50');
  });

  it('announces the spinner', () => {
    wrap(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('names a chip’s remove button after the chip', async () => {
    const onDelete = jest.fn();
    wrap(<Chip label="React" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove React' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('shows the tooltip on focus and describes the element', async () => {
    wrap(
      <Tooltip title="This field cannot be modified after jobs have been applied">
        <button type="button">Location</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('This field cannot be modified after jobs have been applied');
  });
});
