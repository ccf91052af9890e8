import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '@app/shared/api';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { makeApplication, makeSearch, user } from '../../../testing/fixtures';
import { renderPage } from '../../../testing/render-page';
import { SearchDetails } from '../search-details';

jest.mock('@app/shared/api', () => ({
  ...jest.requireActual('@app/shared/api'),
  getJobSearch: jest.fn(),
  listJobApplications: jest.fn(),
}));
jest.mock('../../../federation/load-settings-components', () => ({
  loadSettingsComponents: () =>
    Promise.resolve(jest.requireActual('../../../testing/settings-stand-ins').settingsStandIns),
}));

const mocked = api as jest.Mocked<typeof api>;

// The cache tells the page of a change on the next tick (TanStack Query batches its notifications).
const live = (event: string, payload: unknown) =>
  act(async () => {
    emitLiveEvent(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

// What the api functions reject with for an answer outside 2xx (product §8).
const httpError = (status: number, detail: string) => new api.ApiClientError(detail, { status, detail });

// As in the app, where live events come after the first answers loaded the contract's schemas.
beforeAll(() => api.loadContract());

beforeEach(() => {
  jest.resetAllMocks();
  useSession.setState({ user, isAuthenticated: true });
  mocked.listJobApplications.mockResolvedValue([]);
});

describe('Search Details', () => {
  test('skeletons while loading, then the search: tags, initiated on, badge, Location, Started, Latest Results', async () => {
    mocked.getJobSearch.mockResolvedValue(
      makeSearch({ id: 3, status: 'completed', preference: { search_term: 'Dev;Ops', location: 'Lisbon' } }),
    );
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(screen.getByLabelText('Loading search details')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(/^Job search initiated on Jan 2, 2026/)).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Search terms' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['Dev', 'Ops']);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Location').nextElementSibling?.textContent).toBe('Lisbon');
    // Never started: no start time (product §2.7), not the creation date.
    expect(screen.getByText('Started').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByText('Latest Results')).toBeInTheDocument();
    expect(screen.queryByText(/^Login Failed:/)).not.toBeInTheDocument();
    expect(await screen.findByText('No applications found.')).toBeInTheDocument();
    expect(mocked.listJobApplications).toHaveBeenCalledWith(3);
  });

  test('each application shows the questions answered and the answers given; failures say why', async () => {
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 3, status: 'running' }));
    mocked.listJobApplications.mockResolvedValue([
      makeApplication({
        id: 1,
        job_title: 'Frontend Developer',
        answers: [
          { question: 'Years of experience with React?', answer: '5', source: 'resume' },
          { question: 'Notice period (days)?', answer: '30', source: 'extra_information' },
        ],
      }),
      makeApplication({
        id: 2,
        job_title: 'Backend Developer',
        status: 'failed',
        error_message: 'Required question not answerable: "Security clearance?"',
      }),
      makeApplication({ id: 3, job_title: 'Sales', status: 'not_relevant', error_message: 'Not a software job' }),
    ]);
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    const given = await screen.findByLabelText('Answers given for Frontend Developer');
    expect(within(given).getByText('Years of experience with React?')).toBeInTheDocument();
    expect(within(given).getByText('5', { exact: false })).toBeInTheDocument();
    expect(within(given).getByText('Notice period (days)?')).toBeInTheDocument();
    expect(screen.getByText('Required question not answerable: "Security clearance?"')).toBeInTheDocument();
    expect(screen.getByText('Not a software job')).toBeInTheDocument();
    expect(screen.getByText('Not Relevant')).toBeInTheDocument();
  });

  test('login_failed shows the red box with product.md’s words', async () => {
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 3, status: 'login_failed' }));
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(
      await screen.findByText(
        'Login Failed: Unable to access LinkedIn. Please check your credentials and disable MFA if enabled.',
      ),
    ).toBeInTheDocument();
    // Where the credentials are fixed (product §2.8).
    expect(screen.getByRole('link', { name: 'Fix your LinkedIn account in your profile' })).toHaveAttribute(
      'href',
      '/profile#linkedin-account',
    );
  });

  test('live: the status, the applied count and a new application with its answers', async () => {
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 3, status: 'not_started' }));
    renderPage(<SearchDetails jobSearchId={3} />);
    await screen.findByText('Latest Results');
    await live('job_search_status_updated', { job_search_id: 3, status: 'running', notes: null });
    expect(screen.getByText('Updating...')).toBeInTheDocument();
    await live('job_application_success', {
      job_search_id: 3,
      application: makeApplication({
        id: 9,
        job_search: 3,
        job_title: 'Live Role',
        answers: [{ question: 'Visa sponsorship needed?', answer: 'No', source: 'custom_information' }],
      }),
    });
    expect(screen.getByText('Live Role')).toBeInTheDocument();
    expect(screen.getByText('Visa sponsorship needed?')).toBeInTheDocument();
    expect(screen.getByText(/^1 job applied out of 5/)).toBeInTheDocument();
    // Another search's events leave this page alone.
    await live('job_search_status_updated', { job_search_id: 4, status: 'failed', notes: null });
    expect(screen.getByText('Updating...')).toBeInTheDocument();
  });

  test('nothing found: "Search details not found" and "Return to Dashboard"', async () => {
    mocked.getJobSearch.mockRejectedValue(httpError(404, 'Not found.'));
    renderPage(<SearchDetails jobSearchId={99} />, { path: '/job-search/99' });
    expect(await screen.findByText('Search details not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  test('a load failure: "Error Loading Search Details", the message and "Try Again"', async () => {
    mocked.getJobSearch.mockRejectedValue(httpError(500, 'A server error occurred.'));
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Error Loading Search Details')).toBeInTheDocument();
    expect(screen.getByText('A server error occurred.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('applications that cannot be loaded: "Failed to load applications"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 3 }));
    mocked.listJobApplications.mockRejectedValue(new Error('offline'));
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Failed to load applications')).toBeInTheDocument();
  });
});

describe('Search Details: Started and Edit', () => {
  test('"Started" is when the latest run started, with the time; Edit (max jobs) is offered once jobs are applied', async () => {
    mocked.getJobSearch.mockResolvedValue(
      makeSearch({ id: 3, status: 'completed', num_applied_jobs: 5, started_at: '2026-03-04 15:06:07' }),
    );
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Started')).toBeInTheDocument();
    expect(screen.getByText('Started').nextElementSibling?.textContent).toBe('Mar 4, 2026, 10:06:07 AM');
    expect(screen.getByText(/^Job search initiated on Jan 2, 2026, 3:30:00 AM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search\/edit\/3$/);
  });

  test('no Edit while running with jobs applied', async () => {
    mocked.getJobSearch.mockResolvedValue(makeSearch({ id: 3, status: 'running', num_applied_jobs: 2 }));
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
