import { render, screen } from '@testing-library/react';
import { UiProvider } from '@app/shared/ui';
import { makeApplication, makeSearch } from '@/testing/fixtures';
import { runPace, spokenDuration } from '../run-pace';
import { RunPaceLine } from '../run-pace-line';

const running = makeSearch({
  status: 'running',
  started_at: '2026-01-02 09:00:00',
  num_applied_jobs: 2,
  preference: { max_jobs: 5 },
});
const sentAt = (id: number, attempted_at: string, status: 'applied' | 'failed' = 'applied') =>
  makeApplication({ id, attempted_at, status });
const at = (wire: string) => new Date(`${wire.replace(' ', 'T')}Z`);

describe('runPace', () => {
  it("measures the run's own pace: from its start to its latest application, per application sent", () => {
    const applications = [
      sentAt(1, '2026-01-02 09:00:40'),
      sentAt(2, '2026-01-02 09:01:00'),
      sentAt(3, '2026-01-02 09:00:50', 'failed'), // tried, not sent: its time is in the pace, not its count
      sentAt(4, '2026-01-01 18:00:00'), // an earlier run's
    ];
    const pace = runPace(running, applications, at('2026-01-02 09:01:05'));
    expect(pace.msPerApplication).toBe(30_000);
    expect(pace.remaining).toBe(3);
    // 3 more at 30 s each, counted from now (later than the latest application).
    expect(pace.finishAt).toEqual(at('2026-01-02 09:02:35'));
  });

  it('has no pace before the first application of the run, and no finish once nothing is left', () => {
    expect(runPace(running, [sentAt(4, '2026-01-01 18:00:00')], at('2026-01-02 09:05:00'))).toEqual({
      msPerApplication: null,
      remaining: 3,
      finishAt: null,
    });
    const full = makeSearch({ ...running, num_applied_jobs: 5, preference: { max_jobs: 5 } });
    expect(runPace(full, [sentAt(1, '2026-01-02 09:00:30')], at('2026-01-02 09:01:00')).finishAt).toBeNull();
  });
});

it('says a duration as a person would', () => {
  expect(spokenDuration(24_600)).toBe('25 s');
  expect(spokenDuration(150_000)).toBe('3 min');
  expect(spokenDuration(80 * 60_000)).toBe('1 h 20 min');
  expect(spokenDuration(120 * 60_000)).toBe('2 h');
});

describe('RunPaceLine', () => {
  const show = (props: Parameters<typeof RunPaceLine>[0]) =>
    render(
      <UiProvider>
        <RunPaceLine {...props} />
      </UiProvider>,
    );

  it('explains the pauses before the first application', () => {
    show({ search: running, applications: [] });
    expect(screen.getByRole('note', { name: 'Pace' })).toHaveTextContent(
      'Pacing like a person: JobPilot pauses between actions and pages as a person would',
    );
  });

  it('gives the pace, the estimated finish and, when the daily limit comes first, what it leaves for today', () => {
    jest.useFakeTimers({ now: at('2026-01-02 09:01:05') });
    try {
      show({
        search: running,
        applications: [sentAt(1, '2026-01-02 09:00:40'), sentAt(2, '2026-01-02 09:01:00')],
        totals: {
          applied_today: 49,
          daily_limit: 50,
          applied_last_7_days: 49,
          applied_in_all: 49,
          failed_in_all: 0,
          jobs_waiting: 0,
        },
      });
      const note = screen.getByRole('note', { name: 'Pace' });
      expect(note).toHaveTextContent('about one application every 30 s in this run.');
      expect(note).toHaveTextContent('At this pace the 3 remaining jobs take about 2 min, until about');
      expect(note).toHaveTextContent(
        'Today: 49 of 50 applications a day; the daily limit leaves room for 1 more job today, the rest continue tomorrow.',
      );
    } finally {
      jest.useRealTimers();
    }
  });
});
