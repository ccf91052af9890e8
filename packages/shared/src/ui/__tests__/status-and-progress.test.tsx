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
    ['stopped', 'Stopped', 'grey'],
    ['no_matches', 'No Matching Jobs', 'grey'],
    ['nothing_applied', 'Nothing Applied', 'orange'],
    ['daily_limit', 'Daily Limit Reached', 'orange'],
    ['out_of_credits', 'Out of Credits', 'orange'],
    ['paused', 'Unknown', 'grey'],
    ['toString', 'Unknown', 'grey'],
  ])('job search %s reads "%s" in %s', (status, label, tone) => {
    const { container } = wrap(<JobSearchStatusBadge status={status} />);
    // eslint-disable-next-line testing-library/no-node-access -- a badge has no role; its root element carries the tone
    const badge = container.firstElementChild!;
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('a running search spins', () => {
    const { container } = wrap(<JobSearchStatusBadge status="running" />);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the spinner is aria-hidden, so no query reaches it
    expect(container.querySelector('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it.each([
    ['applied', 'Applied'],
    ['failed', 'Failed'],
    ['already_applied', 'Already Applied'],
    ['not_relevant', 'Not Relevant'],
    ['other', 'Unknown'],
  ])('application %s reads "%s"', (status, label) => {
    const { container } = wrap(<ApplicationStatusBadge status={status} />);
    expect(container).toHaveTextContent(label);
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
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveValue(100);
    expect(screen.getByRole('progressbar', { name: 'Half' })).toHaveValue(50);
  });

  it('announces the spinner', () => {
    wrap(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
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
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('This field cannot be modified after jobs have been applied');
  });
});
