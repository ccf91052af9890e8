import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@app/shared/api';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { makeApplication, makeSearch, user } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { Dashboard } from '../dashboard';

jest.mock('@app/shared/api', () => ({
  ...jest.requireActual('@app/shared/api'),
  listJobSearches: jest.fn(),
  listJobApplications: jest.fn(),
  getJobSearch: jest.fn(),
  getLinkedinCredentials: jest.fn(),
  startJobSearch: jest.fn(),
  stopJobSearch: jest.fn(),
  submitVerificationCode: jest.fn(),
  updateJobPreference: jest.fn(),
}));
jest.mock('../../../federation/load-settings-components', () => ({
  loadSettingsComponents: () =>
    Promise.resolve(jest.requireActual('../../../testing/settings-stand-ins').settingsStandIns),
}));

const mocked = api as jest.Mocked<typeof api>;
const credentials = {
  id: 1,
  username: 'ada@example.com',
  created_at: '2026-01-01 00:00:00',
  updated_at: '2026-01-01 00:00:00',
  cookies_saved: false,
  cookies_saved_at: null,
};

// As in the app, where live events come after the first answers loaded the contract's schemas.
beforeAll(() => api.loadContract());

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useSession.setState({ user, isAuthenticated: true });
  mocked.listJobApplications.mockResolvedValue([]);
  mocked.getLinkedinCredentials.mockResolvedValue(credentials);
  mocked.startJobSearch.mockResolvedValue(makeSearch({ id: 1, status: 'running' }));
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.findByRole('article', { name: `Job search: ${name}` });
// The cache tells the page of a change on the next tick (TanStack Query batches its notifications).
const live = (event: string, payload: unknown) =>
  act(async () => {
    emitLiveEvent(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('Dashboard', () => {
  test('title, subtitle, the new-search button, and the searches newest updated first', async () => {
    mocked.listJobSearches.mockResolvedValue([
      makeSearch({ id: 1, updated_at: '2026-01-01 10:00:00', preference: { search_term: 'Old' } }),
      makeSearch({ id: 2, updated_at: '2026-01-03 10:00:00', preference: { search_term: 'Newest' } }),
      makeSearch({ id: 3, updated_at: '2026-01-02 10:00:00', preference: { search_term: 'Middle' } }),
    ]);
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
    mocked.listJobSearches.mockResolvedValue([]);
    renderPage(<Dashboard />);
    expect(await screen.findByText('No job searches yet')).toBeInTheDocument();
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a Job Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
  });

  test('load failures: product §8 toasts', async () => {
    mocked.listJobSearches.mockRejectedValue(new Error('offline'));
    mocked.listJobApplications.mockRejectedValue(new Error('offline'));
    renderPage(<Dashboard />);
    expect(await screen.findByText('Error fetching job searches')).toBeInTheDocument();
    expect(screen.getAllByText('Could not load your job searches. Please try again later.').length).toBeGreaterThan(0);
    expect(await screen.findByText('Failed to load applications')).toBeInTheDocument();
  });

  test('Recent Applications: at most 10, with company, a new-tab link, status and "Applied on"', async () => {
    mocked.listJobSearches.mockResolvedValue([]);
    mocked.listJobApplications.mockResolvedValue(
      Array.from({ length: 12 }, (_, i) =>
        makeApplication({ id: i + 1, job_title: `Job ${i + 1}`, status: i === 0 ? 'already_applied' : 'applied' }),
      ),
    );
    renderPage(<Dashboard />);
    const list = await screen.findByRole('list', { name: 'Recent applications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('Already Applied')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Acme')).toBeInTheDocument();
    expect(within(items[0]!).getByText(/^Applied on Jan 2, 2026/)).toBeInTheDocument();
    const link = within(items[0]!).getByRole('link', { name: 'View job: Job 1 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://127.0.0.1/jobs/view/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(mocked.listJobApplications).toHaveBeenCalledWith(undefined);
  });

  test('live: status, applied count, and the new application arrive without a reload', async () => {
    mocked.listJobSearches.mockResolvedValue([makeSearch({ id: 9, preference: { search_term: 'Dev', max_jobs: 4 } })]);
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

  test('Refresh reloads a running search; a failure says so', async () => {
    mocked.listJobSearches.mockResolvedValue([
      makeSearch({ id: 4, status: 'running', preference: { search_term: 'R' } }),
    ]);
    mocked.getJobSearch.mockResolvedValueOnce(
      makeSearch({ id: 4, status: 'running', num_applied_jobs: 3, preference: { search_term: 'R' } }),
    );
    mocked.getJobSearch.mockRejectedValueOnce(new Error('offline'));
    renderPage(<Dashboard />);
    const article = await card('R');
    await userEvent.click(within(article).getByRole('button', { name: 'Refresh' }));
    expect(await within(article).findByText('3 jobs applied out of 5')).toBeInTheDocument();
    await userEvent.click(within(article).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Failed to refresh job search. Please try again.')).toBeInTheDocument();
  });

  test('Start without saved credentials: the credentials dialog first, then the start and the whole login', async () => {
    mocked.getLinkedinCredentials.mockResolvedValue(null);
    mocked.listJobSearches.mockResolvedValue([makeSearch({ id: 5, preference: { search_term: 'S' } })]);
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 5, status: 'running', preference: { search_term: 'S' } }));
    mocked.submitVerificationCode.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    renderPage(<Dashboard />);
    const ui = userEvent.setup();
    await ui.click(within(await card('S')).getByRole('button', { name: /^Start / }));
    await ui.click(await screen.findByRole('button', { name: 'Save Credentials' }));
    await waitFor(() => expect(mocked.startJobSearch).toHaveBeenCalledWith(5));
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
    expect(mocked.submitVerificationCode).toHaveBeenLastCalledWith('123456');
    expect(await screen.findByRole('dialog', { name: 'LinkedIn Login Progress' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Verification Required' })).not.toBeInTheDocument();

    await live('login_to_linkedin', { status: 'succeeded', job_search_id: 5 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Successfully logged into LinkedIn!')).toBeInTheDocument();
  });

  test('with saved credentials Start starts at once; login failed says so; a failed search closes the progress', async () => {
    mocked.listJobSearches.mockResolvedValue([makeSearch({ id: 6, preference: { search_term: 'T' } })]);
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 6, status: 'running', preference: { search_term: 'T' } }));
    renderPage(<Dashboard />);
    await userEvent.click(within(await card('T')).getByRole('button', { name: /^Start / }));
    await waitFor(() => expect(mocked.startJobSearch).toHaveBeenCalledWith(6));
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

  test('the verification countdown running out fails the login with product.md’s words', async () => {
    mocked.listJobSearches.mockResolvedValue([]);
    renderPage(<Dashboard />);
    await screen.findByText('No job searches yet');
    jest.useFakeTimers();
    try {
      act(() => emitLiveEvent('login_to_linkedin', { status: 'verification_code', job_search_id: 1 }));
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
    mocked.listJobSearches.mockResolvedValue([makeSearch({ id: 7, preference: { search_term: 'U' } })]);
    // What startJobSearch rejects with for the server's 400 (product §8).
    const refused = new api.ApiClientError('You have no credits left.', {
      status: 400,
      detail: 'You have no credits left.',
    });
    mocked.startJobSearch.mockRejectedValueOnce(refused).mockRejectedValueOnce(new Error('socket hang up'));
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
    mocked.listJobSearches.mockResolvedValue([done]);
    mocked.updateJobPreference
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue({ ...done.job_preference, max_jobs: 8 });
    mocked.getJobSearch.mockResolvedValue({
      ...done,
      status: 'running',
      job_preference: { ...done.job_preference, max_jobs: 8 },
    });
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
    expect(mocked.startJobSearch).not.toHaveBeenCalled();

    await ui.click(startApplying);
    await waitFor(() => expect(mocked.startJobSearch).toHaveBeenCalledWith(8));
    expect(mocked.updateJobPreference).toHaveBeenLastCalledWith(done.job_preference.id, { max_jobs: 8 });
    expect(screen.queryByRole('dialog', { name: 'Apply to More Jobs' })).not.toBeInTheDocument();
    expect(await screen.findByText('5 jobs applied out of 8')).toBeInTheDocument();
  });

  test('Stop on a running search', async () => {
    mocked.listJobSearches.mockResolvedValue([
      makeSearch({ id: 10, status: 'running', preference: { search_term: 'W' } }),
    ]);
    mocked.stopJobSearch.mockResolvedValue(makeSearch({ id: 10, status: 'running', preference: { search_term: 'W' } }));
    mocked.getJobSearch.mockResolvedValue(
      makeSearch({ id: 10, status: 'completed', preference: { search_term: 'W' } }),
    );
    renderPage(<Dashboard />);
    const article = await card('W');
    await userEvent.click(within(article).getByRole('button', { name: 'Stop' }));
    expect(mocked.stopJobSearch).toHaveBeenCalledWith(10);
    expect(await within(article).findByText('Completed')).toBeInTheDocument();
  });
});
