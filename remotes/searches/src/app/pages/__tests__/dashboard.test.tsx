import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { serveFakeSearchesApi } from '@/testing/fake-searches-api';
import { linkedinCredentials, makeApplication, makeSearch, user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { Dashboard } from '../dashboard';

jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

const serverError = { status: 500, body: { detail: 'A server error occurred.' } };

// The real api client against a loopback server holding the user's searches and applications.
const api = serveFakeSearchesApi();

// As in the app, where live events come after the first answers loaded the contract's schemas.
beforeAll(() => loadContract());

beforeEach(() => {
  api.reset();
  api.state.credentials = linkedinCredentials;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.setState({ user, isAuthenticated: true });
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.findByRole('article', { name: `Job search: ${name}` });
// The cache tells the page of a change on the next tick (TanStack Query batches its notifications).
const live = (event: string, payload: unknown) =>
  act(async () => {
    emitLiveEvent(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const called = (call: string) => waitFor(() => expect(api.calls()).toContain(call));

describe('Dashboard', () => {
  test('title, subtitle, the new-search button, and the searches newest updated first', async () => {
    api.state.searches = [
      makeSearch({ id: 1, updated_at: '2026-01-01 10:00:00', preference: { search_term: 'Old' } }),
      makeSearch({ id: 2, updated_at: '2026-01-03 10:00:00', preference: { search_term: 'Newest' } }),
      makeSearch({ id: 3, updated_at: '2026-01-02 10:00:00', preference: { search_term: 'Middle' } }),
    ];
    renderPage(<Dashboard />);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Track your automated job applications')).toBeInTheDocument();
    await card('Newest');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Job search: Newest',
      'Job search: Middle',
      'Job search: Old',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Start a New Job Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
  });

  test('empty state: "No job searches yet" and "Start a Job Search"; "No applications found."', async () => {
    renderPage(<Dashboard />);
    expect(await screen.findByText('No job searches yet')).toBeInTheDocument();
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a Job Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
  });

  test('load failures: product §8 toasts', async () => {
    api.answerWith('GET', /^\/django\/api\/job-search\/$/, serverError);
    api.answerWith('GET', /job-applications/, serverError);
    renderPage(<Dashboard />);
    expect(await screen.findByText('Error fetching job searches')).toBeInTheDocument();
    expect(screen.getAllByText('Could not load your job searches. Please try again later.').length).toBeGreaterThan(0);
    expect(await screen.findByText('Failed to load applications')).toBeInTheDocument();
  });

  test('Recent Applications: at most 10, with company, a new-tab link, status and "Applied on"', async () => {
    api.state.applications = Array.from({ length: 12 }, (_, i) =>
      makeApplication({ id: i + 1, job_title: `Job ${i + 1}`, status: i === 0 ? 'already_applied' : 'applied' }),
    );
    renderPage(<Dashboard />);
    const list = await screen.findByRole('list', { name: 'Recent applications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('Already Applied')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Acme')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Checked on Jan 2, 2026/)).toBeInTheDocument();
    expect(within(items[1]!).getByText(/^Applied on Jan 2, 2026/)).toBeInTheDocument();
    const link = within(items[0]!).getByRole('link', { name: 'View job: Job 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1/jobs/view/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.calls()).toContain('GET /job-applications/');
  });

  test('live: status, applied count, and the new application arrive without a reload', async () => {
    api.state.searches = [makeSearch({ id: 9, preference: { search_term: 'Dev', max_jobs: 4 } })];
    renderPage(<Dashboard />);
    const article = await card('Dev');
    await screen.findByText('No applications found.');
    await live('job_search_status_updated', { job_search_id: 9, status: 'running', notes: 'Logging in' });
    expect(within(article).getByText('Running')).toBeInTheDocument();
    expect(within(article).getByText('Logging in')).toBeInTheDocument();
    await live('job_application_success', {
      job_search_id: 9,
      application: makeApplication({ id: 50, job_search: 9, job_title: 'Live Job' }),
    });
    expect(within(article).getByText('1 job applied out of 4')).toBeInTheDocument();
    expect(within(article).getByText('25%')).toBeInTheDocument();
    expect(screen.getByText('Live Job')).toBeInTheDocument();
    await live('job_search_status_updated', { job_search_id: 9, status: 'completed', notes: null });
    expect(within(article).getByText('Completed')).toBeInTheDocument();
  });

  test('live: every attempt moves the card’s counts and Recent Applications at once, failures "Attempted on"', async () => {
    api.state.searches = [makeSearch({ id: 11, status: 'running', preference: { search_term: 'Live', max_jobs: 3 } })];
    renderPage(<Dashboard />);
    const article = await card('Live');
    await screen.findByText('No applications found.');
    expect(within(article).queryByRole('list', { name: 'Attempts' })).not.toBeInTheDocument();
    const attempt = (id: number, status: 'failed' | 'waiting' | 'not_relevant', error_message: string) =>
      live('job_application_recorded', {
        job_search_id: 11,
        application: makeApplication({ id, job_search: 11, job_title: `Job ${id}`, status, error_message }),
      });
    await attempt(1, 'failed', 'LinkedIn no longer accepts applications for this job.');
    await attempt(2, 'waiting', 'Waiting for your answer to "Years of Rust?".');
    await attempt(3, 'waiting', 'Waiting for your answer to "Years of Rust?".');
    await attempt(4, 'not_relevant', 'Not relevant');
    const counts = within(article).getByRole('list', { name: 'Attempts' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 applied', '1 failed', '1 skipped', '2 waiting for your answer']);
    const recent = screen.getByRole('list', { name: 'Recent applications' });
    const failed = within(recent).getByRole('listitem', { name: 'Job 1 at Acme' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText(/^Attempted on Jan 2, 2026/)).toBeInTheDocument();
    expect(within(failed).queryByText(/^Applied on/)).not.toBeInTheDocument();
    // The same posting tried again later replaces its earlier attempt instead of adding one.
    await live('job_application_recorded', {
      job_search_id: 11,
      application: makeApplication({ id: 2, job_search: 11, job_title: 'Job 2', status: 'applied' }),
    });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(4);
    expect(within(counts).getByText('1 waiting for your answer')).toBeInTheDocument();
  });

  test.each([
    ['completed', 'Completed', 'Completed: applied to 3 jobs, the number you asked for.'],
    ['stopped', 'Stopped', 'Stopped by you after applying to 1 job.'],
    [
      'no_matches',
      'No Matching Jobs',
      'No matching jobs: LinkedIn found no new Easy Apply jobs for this search; applied to 0 jobs in all.',
    ],
    [
      'nothing_applied',
      'Nothing Applied',
      'Finished without applying to any job this time: 12 waited for your answer, 1 failed.',
    ],
    [
      'daily_limit',
      'Daily Limit Reached',
      'Paused after applying to 2 jobs: the daily limit of 50 applications was reached. Continue tomorrow.',
    ],
    [
      'out_of_credits',
      'Out of Credits',
      'Stopped after applying to 2 jobs: you are out of credits. Each job applied costs 1 credit.',
    ],
  ] as const)('a run ending %s reads "%s" with its note', async (status, badge, notes) => {
    api.state.searches = [makeSearch({ id: 12, status: 'running', preference: { search_term: 'End' } })];
    renderPage(<Dashboard />);
    const article = await card('End');
    await live('job_search_status_updated', { job_search_id: 12, status, notes });
    expect(within(article).getByText(badge)).toBeInTheDocument();
    expect(within(article).getByText(notes)).toBeInTheDocument();
    expect(within(article).queryByText('Unknown')).not.toBeInTheDocument();
  });

  test('a login that failed links to where LinkedIn credentials are fixed (product §2.8)', async () => {
    api.state.searches = [makeSearch({ id: 13, status: 'running', preference: { search_term: 'Creds' } })];
    renderPage(<Dashboard />);
    const article = await card('Creds');
    expect(within(article).queryByRole('link', { name: /Fix your LinkedIn account/ })).not.toBeInTheDocument();
    const notes = 'LinkedIn did not accept the saved email and password. Check your LinkedIn credentials.';
    await live('job_search_status_updated', { job_search_id: 13, status: 'login_failed', notes });
    expect(within(article).getByRole('link', { name: 'Fix your LinkedIn account in your profile' })).toHaveAttribute(
      'href',
      '/profile#linkedin-account',
    );
  });

  test('Refresh re-reads a running search and the applications; a failure says so', async () => {
    api.state.searches = [makeSearch({ id: 4, status: 'running', preference: { search_term: 'R' } })];
    renderPage(<Dashboard />);
    const article = await card('R');
    await screen.findByText('No applications found.');
    // Meanwhile the server moved on (events missed while offline, say).
    api.state.searches = [
      makeSearch({ id: 4, status: 'running', num_applied_jobs: 3, preference: { search_term: 'R' } }),
    ];
    api.state.applications = [
      makeApplication({ id: 1, job_search: 4, job_title: 'Missed Job', status: 'failed', error_message: 'x' }),
    ];
    await userEvent.click(within(article).getByRole('button', { name: 'Refresh' }));
    expect(await within(article).findByText('3 jobs applied out of 5')).toBeInTheDocument();
    expect(await screen.findByText('Missed Job')).toBeInTheDocument();
    expect(within(article).getByText('1 failed')).toBeInTheDocument();
    api.answerWith('GET', /^\/django\/api\/job-search\/4\/$/, serverError, 1);
    await userEvent.click(within(article).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh job search. Please try again.')).toBeInTheDocument();
  });

  test('Start without saved credentials: the credentials dialog first, then the start and the whole login', async () => {
    api.state.credentials = null;
    api.state.searches = [makeSearch({ id: 5, preference: { search_term: 'S' } })];
    api.answerWith('POST', /submit-verification-code/, serverError, 1);
    renderPage(<Dashboard />);
    const ui = userEvent.setup();
    await ui.click(within(await card('S')).getByRole('button', { name: /^Start / }));
    expect(api.calls()).not.toContain('POST /5/start/');
    await ui.click(await screen.findByRole('button', { name: 'Save Credentials' }));
    await called('POST /5/start/');
    expect(await screen.findByRole('dialog', { name: 'Opening LinkedIn' })).toBeInTheDocument();

    await live('login_to_linkedin', { status: 'started', job_search_id: 5 });
    expect(screen.queryByRole('dialog', { name: 'Opening LinkedIn' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'LinkedIn Login Progress' })).toBeInTheDocument();

    await live('login_to_linkedin', { status: 'verification_code', job_search_id: 5 });
    const dialog = screen.getByRole('dialog', { name: 'LinkedIn Verification Required' });
    await ui.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
    expect(await screen.findByText('Failed to submit verification code')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'LinkedIn Verification Required' })).toBeInTheDocument();
    await ui.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(api.calls().filter((call) => call.endsWith('/submit-verification-code/'))).toHaveLength(2),
    );
    expect(await screen.findByRole('dialog', { name: 'LinkedIn Login Progress' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Verification Required' })).not.toBeInTheDocument();

    await live('login_to_linkedin', { status: 'succeeded', job_search_id: 5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Successfully logged into LinkedIn!')).toBeInTheDocument();
  });

  test('with saved credentials Start starts at once; login failed says so; a failed search closes the progress', async () => {
    api.state.searches = [makeSearch({ id: 6, preference: { search_term: 'T' } })];
    renderPage(<Dashboard />);
    await userEvent.click(within(await card('T')).getByRole('button', { name: /^Start / }));
    await called('POST /6/start/');
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Credentials' })).not.toBeInTheDocument();
    await live('login_to_linkedin', { status: 'failed', job_search_id: 6 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to log into LinkedIn. Please try again.')).toBeInTheDocument();

    await live('login_to_linkedin', { status: 'started', job_search_id: 6 });
    expect(screen.getByRole('dialog', { name: 'LinkedIn Login Progress' })).toBeInTheDocument();
    await live('job_search_status_updated', { job_search_id: 6, status: 'failed', notes: 'LinkedIn page changed' });
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Login Progress' })).not.toBeInTheDocument();
  });

  test('a search stopped before the bot signed in closes "Opening LinkedIn"', async () => {
    api.state.searches = [makeSearch({ id: 13, preference: { search_term: 'Early' } })];
    renderPage(<Dashboard />);
    await userEvent.click(within(await card('Early')).getByRole('button', { name: /^Start / }));
    expect(await screen.findByRole('dialog', { name: 'Opening LinkedIn' })).toBeInTheDocument();
    await live('job_search_status_updated', {
      job_search_id: 13,
      status: 'stopped',
      notes: 'Stopped by you after applying to 0 jobs.',
    });
    expect(screen.queryByRole('dialog', { name: 'Opening LinkedIn' })).not.toBeInTheDocument();
  });

  test('the verification countdown running out fails the login with product.md’s words', async () => {
    renderPage(<Dashboard />);
    await screen.findByText('No job searches yet');
    jest.useFakeTimers();
    try {
      act(() => emitLiveEvent('login_to_linkedin', { status: 'verification_code', job_search_id: 1 }));
      // The dialog's code is loaded when first asked for.
      expect(await screen.findByRole('timer')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'LinkedIn Verification Required' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.queryByRole('dialog', { name: 'LinkedIn Verification Required' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(100));
    } finally {
      jest.useRealTimers();
    }
    expect(await screen.findByText('Verification timeout')).toBeInTheDocument();
    expect(screen.getByText("You didn't enter the verification code in time. Please try again.")).toBeInTheDocument();
  });

  test('a refused start: the server’s reason for a 400, product.md’s line otherwise', async () => {
    api.state.searches = [makeSearch({ id: 7, preference: { search_term: 'U' } })];
    api.answerWith('POST', /\/7\/start\/$/, { status: 400, body: { detail: 'You have no credits left.' } }, 1);
    api.answerWith('POST', /\/7\/start\/$/, serverError, 1);
    renderPage(<Dashboard />);
    const article = await card('U');
    await userEvent.click(within(article).getByRole('button', { name: /^Start / }));
    expect(await screen.findByText('You have no credits left.')).toBeInTheDocument();
    expect(screen.getByText('Error starting job search')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Opening LinkedIn' })).not.toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: /^Start / }));
    expect(await screen.findByText('Could not start the job search. Please try again later.')).toBeInTheDocument();
  });

  test('Apply More: at least 1, new max = current + entered, then the search starts', async () => {
    const done = makeSearch({
      id: 8,
      status: 'completed',
      num_applied_jobs: 5,
      preference: { search_term: 'V', max_jobs: 5 },
    });
    api.state.searches = [done];
    api.answerWith('PATCH', /job-preferences/, serverError, 1);
    renderPage(<Dashboard />);
    const ui = userEvent.setup();
    await ui.click(within(await card('V')).getByRole('button', { name: 'Apply More' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to More Jobs' });
    const count = within(dialog).getByRole('spinbutton', { name: 'Number of additional jobs' });
    const startApplying = within(dialog).getByRole('button', { name: 'Start Applying' });
    await ui.clear(count);
    await ui.type(count, '0');
    expect(startApplying).toBeDisabled();
    await ui.clear(count);
    expect(startApplying).toBeDisabled();
    await ui.type(count, '3');
    expect(startApplying).toBeEnabled();

    await ui.click(startApplying);
    expect(await screen.findByText('Failed to apply more jobs')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(api.calls()).not.toContain('POST /8/start/');

    await ui.click(startApplying);
    await called('POST /8/start/');
    const patch = api.calls().filter((call) => call.startsWith('PATCH'));
    expect(patch.at(-1)).toBe(`PATCH /job-preferences/${done.job_preference.id}/`);
    expect(api.state.searches[0]!.job_preference.max_jobs).toBe(8);
    expect(screen.queryByRole('dialog', { name: 'Apply to More Jobs' })).not.toBeInTheDocument();
    expect(await screen.findByText('5 jobs applied out of 8')).toBeInTheDocument();
  });

  test('Stop on a running search: the run ends as stopped by the user, with its own badge and note', async () => {
    api.state.searches = [
      makeSearch({ id: 10, status: 'running', num_applied_jobs: 1, preference: { search_term: 'W' } }),
    ];
    renderPage(<Dashboard />);
    const article = await card('W');
    await userEvent.click(within(article).getByRole('button', { name: 'Stop' }));
    await called('POST /10/stop/');
    // The page re-reads the search after Stop (still running then); the run ends after that.
    await called('GET /10/');
    await waitFor(() => expect(within(article).getByRole('button', { name: 'Stop' })).toBeEnabled());
    await live('job_search_status_updated', {
      job_search_id: 10,
      status: 'stopped',
      notes: 'Stopped by you after applying to 1 job.',
    });
    expect(within(article).getByText('Stopped')).toBeInTheDocument();
    expect(within(article).getByText('Stopped by you after applying to 1 job.')).toBeInTheDocument();
    expect(within(article).queryByText('Completed')).not.toBeInTheDocument();
  });
});
