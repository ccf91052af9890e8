import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSearch, JobSearchStatus } from '@app/shared/contract';
import { makeSearch } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import type { AttemptCounts } from '../attempt-counts';
import { cardActions, type CardAction } from '../card-actions';
import { JobSearchCard } from '../job-search-card';

const NONE: AttemptCounts = { failed: 0, skipped: 0, waiting: 0 };

const noop = () => undefined;
const renderCard = (search: JobSearch, attempts = NONE) =>
  renderPage(
    <JobSearchCard
      search={search}
      busy={false}
      attempts={attempts}
      onRefresh={noop}
      onStart={noop}
      onApplyMore={noop}
      onStop={noop}
      onPause={noop}
      onResume={noop}
      onDelete={noop}
    />,
  );

const BUTTON_NAMES: Record<CardAction, string> = {
  view: 'View Details',
  applyMore: 'Apply More',
  refresh: 'Refresh',
  edit: 'Edit',
  start: 'Start',
  continue: 'Continue',
  stop: 'Stop',
  pause: 'Pause',
  resume: 'Resume',
};

// product §2: View Details always; Apply More when applied = max; Refresh while running; Edit and
// Start at zero applied; Continue when not running and 0 < applied < max. Ours: Stop while
// running, no Start on a running search, and Edit (max jobs) once applied when not running.
const matrix: Array<[JobSearchStatus, number, number, CardAction[]]> = [
  ['not_started', 0, 5, ['view', 'edit', 'start']],
  // Ours (product §4.12): a running search can be paused as well as stopped.
  ['running', 0, 5, ['view', 'refresh', 'edit', 'stop', 'pause']],
  ['running', 2, 5, ['view', 'refresh', 'stop', 'pause']],
  ['running', 5, 5, ['view', 'applyMore', 'refresh', 'stop', 'pause']],
  ['completed', 5, 5, ['view', 'applyMore', 'edit']],
  ['completed', 2, 5, ['view', 'edit', 'continue']],
  ['failed', 2, 5, ['view', 'edit', 'continue']],
  ['failed', 0, 5, ['view', 'edit', 'start']],
  ['login_failed', 0, 3, ['view', 'edit', 'start']],
  ['login_failed', 4, 5, ['view', 'edit', 'continue']],
  ['completed', 1, 1, ['view', 'applyMore', 'edit']],
  ['completed', 6, 5, ['view', 'applyMore', 'edit']],
  // The end states that are not a failure (product §4.2) offer what their counts allow.
  ['stopped', 2, 5, ['view', 'edit', 'continue']],
  ['stopped', 0, 5, ['view', 'edit', 'start']],
  ['no_matches', 0, 5, ['view', 'edit', 'start']],
  ['nothing_applied', 3, 5, ['view', 'edit', 'continue']],
  ['daily_limit', 4, 5, ['view', 'edit', 'continue']],
  ['out_of_credits', 5, 5, ['view', 'applyMore', 'edit']],
];

describe('the card button matrix', () => {
  test.each(matrix)('%s with %i of %i applied → %j', (status, applied, max, expected) => {
    const search = makeSearch({ status, num_applied_jobs: applied, preference: { max_jobs: max } });
    expect(cardActions(search)).toEqual(expected);
  });

  test.each(matrix)('the card shows exactly those buttons: %s, %i of %i', (status, applied, max, expected) => {
    const search = makeSearch({ status, num_applied_jobs: applied, preference: { max_jobs: max } });
    renderCard(search);
    const card = screen.getByRole('article');
    const shown = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent);
    // Delete is on every card (disabled while running, with the reason beside it).
    expect(shown).toEqual([...expected.map((action) => BUTTON_NAMES[action]), 'Delete']);
  });
});

describe('schedules and pause (product §4.12)', () => {
  const weekdays = { days: [1, 2, 3, 4, 5], time: '08:00', time_zone: 'America/New_York' };

  test.each([
    [
      'a scheduled search not running: Pause',
      { schedule: { ...weekdays, next_run_at: '2026-11-30 13:00:00' } },
      ['view', 'edit', 'start', 'pause'],
    ],
    [
      'a paused search: Resume instead of Start',
      { paused: true, schedule: { ...weekdays, next_run_at: null } },
      ['view', 'edit', 'resume'],
    ],
    [
      'a paused search part-way: Resume instead of Continue',
      { paused: true, num_applied_jobs: 2 },
      ['view', 'edit', 'resume'],
    ],
    [
      'a paused search still finishing its posting',
      { paused: true, status: 'running' as const },
      ['view', 'refresh', 'edit', 'stop', 'resume'],
    ],
  ])('%s', (_name, overrides, expected) => {
    const search = makeSearch(overrides);
    expect(cardActions(search)).toEqual(expected);
    renderCard(search);
    const shown = within(screen.getByRole('article'))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(shown).toEqual([...(expected as CardAction[]).map((action) => BUTTON_NAMES[action]), 'Delete']);
  });

  test('says when it runs and when next, in the schedule’s zone, and what the schedule did last', () => {
    renderCard(
      makeSearch({
        schedule: { ...weekdays, next_run_at: '2026-11-30 13:00:00' },
        schedule_log: [
          { at: '2026-11-27 13:00:00', message: 'Skipped a scheduled start: the search was still running.' },
        ],
      }),
    );
    expect(
      screen.getByText('Runs every weekday at 08:00 (America/New York). Next run: Mon, Nov 30, 08:00.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Skipped a scheduled start: the search was still running\.$/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pause Frontend Developer, React Engineer in Berlin' }),
    ).toHaveTextContent(/^Pause$/);
  });

  test('a paused search says so, with no next run', () => {
    renderCard(
      makeSearch({
        paused: true,
        schedule: { days: [1, 3, 5], time: '18:30', time_zone: 'Europe/Paris', next_run_at: null },
      }),
    );
    expect(screen.getByText('Runs every Monday, Wednesday and Friday at 18:30 (Europe/Paris).')).toBeInTheDocument();
    expect(screen.getByText('Paused: it will not start on its own until you resume it.')).toBeInTheDocument();
  });
});

describe('a job search card', () => {
  test('shows terms as chips, location, period, flags, progress with a capped bar, badge, created date and time, and notes', () => {
    const search = makeSearch({
      status: 'running',
      num_applied_jobs: 7,
      notes: 'Applied to 7 jobs so far',
      preference: {
        search_term: 'Frontend Developer; React Engineer ;',
        location: 'Berlin',
        time_period: 'past_24_hours',
        remote_only: true,
        relevant_jobs_only: true,
        max_jobs: 5,
      },
    });
    renderCard(search);
    const chips = within(screen.getByRole('list', { name: 'Search terms' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Frontend Developer', 'React Engineer']);
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByText('Past 24 Hours')).toBeInTheDocument();
    expect(screen.getByText('Remote Only')).toBeInTheDocument();
    expect(screen.getByText('Relevant Jobs Only')).toBeInTheDocument();
    expect(screen.getByText('7 jobs applied out of 5')).toBeInTheDocument();
    expect(screen.getByText('140%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveValue(100);
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Created Jan 2, 2026, 3:30:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Applied to 7 jobs so far')).toBeInTheDocument();
  });

  test('leaves out the flags that are off and shows 40 % for 2 of 5', () => {
    const search = makeSearch({ num_applied_jobs: 2, preference: { remote_only: false, relevant_jobs_only: false } });
    renderCard(search);
    expect(screen.queryByText('Remote Only')).not.toBeInTheDocument();
    expect(screen.queryByText('Relevant Jobs Only')).not.toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveValue(40);
  });
});

describe('card buttons for assistive technology', () => {
  test('the buttons every card repeats name their search; the visible text stays', () => {
    renderCard(makeSearch({ preference: { search_term: 'Software Engineer', location: 'Berlin' } }));
    const details = screen.getByRole('button', { name: 'View details of Software Engineer in Berlin' });
    expect(details).toHaveTextContent(/^View Details$/);
    expect(screen.getByRole('button', { name: 'Start Software Engineer in Berlin' })).toHaveTextContent(/^Start$/);
    expect(screen.getByRole('button', { name: 'Edit Software Engineer in Berlin' })).toHaveTextContent(/^Edit$/);
  });

  test('Continue names its search too, and several terms are listed', () => {
    renderCard(makeSearch({ status: 'failed', num_applied_jobs: 2, preference: { location: 'Lisbon' } }));
    expect(
      screen.getByRole('button', { name: 'Continue Frontend Developer, React Engineer in Lisbon' }),
    ).toHaveTextContent(/^Continue$/);
  });

  test('Edit is there once jobs are applied and leads to the editor', async () => {
    renderCard(makeSearch({ id: 12, status: 'completed', num_applied_jobs: 5, preference: { max_jobs: 5 } }));
    await userEvent.click(screen.getByRole('button', { name: /^Edit / }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search\/edit\/12$/);
  });

  test('one job applied is "1 job", not "1 jobs"', () => {
    renderCard(makeSearch({ num_applied_jobs: 1 }));
    expect(screen.getByText('1 job applied out of 5')).toBeInTheDocument();
  });
});

describe('the card’s attempts', () => {
  const render = (applied: number, attempts: AttemptCounts) => {
    const search = makeSearch({ status: 'nothing_applied', num_applied_jobs: applied, preference: { max_jobs: 3 } });
    renderCard(search, attempts);
  };

  test('counts applied, failed, skipped and waiting, so a run where all failed does not look empty', () => {
    render(0, { failed: 1, skipped: 2, waiting: 12 });
    const items = within(screen.getByRole('list', { name: 'Attempts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '0 applied',
      '1 failed',
      '2 skipped',
      '12 waiting for your answer',
    ]);
    expect(screen.getByText('Nothing Applied')).toBeInTheDocument();
  });

  test('nothing attempted yet: no counts', () => {
    render(0, NONE);
    expect(screen.queryByRole('list', { name: 'Attempts' })).not.toBeInTheDocument();
    expect(screen.getByText('0 jobs applied out of 3')).toBeInTheDocument();
  });
});
