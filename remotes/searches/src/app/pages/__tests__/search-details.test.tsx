import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { serveFakeSearchesApi } from '@/testing/fake-searches-api';
import { makeApplication, makeSearch, user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { SearchDetails } from '../search-details';

jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

// The real api client against a loopback server holding the user's searches and applications.
const api = serveFakeSearchesApi();

// The cache tells the page of a change on the next tick (TanStack Query batches its notifications).
const live = (event: string, payload: unknown) =>
  act(async () => {
    emitLiveEvent(event, payload);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

// As in the app, where live events come after the first answers loaded the contract's schemas.
beforeAll(() => loadContract());

beforeEach(() => {
  api.reset();
  useSession.setState({ user, isAuthenticated: true });
});
afterEach(() => jest.restoreAllMocks());

describe('Search Details', () => {
  test('skeletons while loading, then the search: tags, initiated on, badge, Location, Started, Latest Results', async () => {
    api.state.searches = [
      makeSearch({ id: 3, status: 'completed', preference: { search_term: 'Dev;Ops', location: 'Lisbon' } }),
    ];
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
    expect(api.calls()).toContain('GET /job-applications/?job_search_id=3');
  });

  test('each application shows the questions answered and the answers given, folded; failures say why', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'running' })];
    api.state.applications = [
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
    ].map((a) => ({ ...a, job_search: 3 }));
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Updating...')).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Frontend Developer at Acme' });
    // Folded by default: the button says how many answers there are.
    expect(screen.queryByLabelText('Answers given for Frontend Developer')).not.toBeInTheDocument();
    const toggle = within(item).getByRole('button', { name: 'Show answers (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const given = screen.getByLabelText('Answers given for Frontend Developer');
    expect(within(given).getByText('Years of experience with React?')).toBeInTheDocument();
    expect(within(given).getByText('5', { exact: false })).toBeInTheDocument();
    expect(within(given).getByText('Notice period (days)?')).toBeInTheDocument();
    // Each source kept on the My data page links there (product §2.14).
    expect(within(given).getByRole('link', { name: 'from your resume' })).toHaveAttribute('href', '/my-data#resumes');
    expect(within(given).getByRole('link', { name: 'from your extra information' })).toHaveAttribute(
      'href',
      '/my-data#additional-information',
    );
    expect(screen.getByText('Required question not answerable: "Security clearance?"')).toBeInTheDocument();
    expect(screen.getByText('Not a software job')).toBeInTheDocument();
    expect(screen.getAllByText('Not Relevant')).not.toHaveLength(0);
    await userEvent.click(within(item).getByRole('button', { name: 'Hide answers' }));
    expect(screen.queryByLabelText('Answers given for Frontend Developer')).not.toBeInTheDocument();
    // No answers given: nothing to unfold.
    const sales = screen.getByRole('listitem', { name: 'Sales at Acme' });
    expect(within(sales).queryByRole('button')).not.toBeInTheDocument();
  });

  test('an application made on a company site says where, with a link to the posting there (product §4.13)', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'completed' })];
    api.state.applications = [
      makeApplication({
        id: 1,
        job_title: 'Platform Engineer',
        company_name: 'Globex',
        company_site: { system: 'greenhouse', url: 'https://job-boards.greenhouse.io/globex/jobs/7' },
        answers: [{ question: 'Will you require sponsorship?', answer: 'No', source: 'custom_information' }],
      }),
      makeApplication({
        id: 2,
        job_title: 'Data Engineer',
        company_name: 'Initech',
        status: 'failed',
        error_message: 'Lever did not accept the application for Initech: Email: Invalid',
        company_site: { system: 'lever', url: 'https://jobs.lever.co/initech/1/apply' },
      }),
      makeApplication({ id: 3, job_title: 'Designer' }),
    ].map((a) => ({ ...a, job_search: 3 }));
    renderPage(<SearchDetails jobSearchId={3} />);
    const item = await screen.findByRole('listitem', { name: 'Platform Engineer at Globex' });
    expect(within(item).getByText(/^Applied on Greenhouse for Globex/)).toBeInTheDocument();
    expect(
      within(item).getByRole('link', {
        name: 'View posting on Greenhouse: Platform Engineer at Globex (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://job-boards.greenhouse.io/globex/jobs/7');
    await userEvent.click(within(item).getByRole('button', { name: 'Show answers (1)' }));
    expect(within(item).getByText('Will you require sponsorship?')).toBeInTheDocument();
    const failed = screen.getByRole('listitem', { name: 'Data Engineer at Initech' });
    expect(within(failed).getByText(/^Application on Lever for Initech/)).toBeInTheDocument();
    // Easy Apply: no company site is named.
    const easy = screen.getByRole('listitem', { name: 'Designer at Acme' });
    expect(within(easy).queryByText(/ on (Greenhouse|Lever|Ashby) for /)).not.toBeInTheDocument();
  });

  test('login_failed shows the red box with product.md’s words', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'login_failed' })];
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
    api.state.searches = [makeSearch({ id: 3, status: 'not_started' })];
    renderPage(<SearchDetails jobSearchId={3} />);
    await screen.findByText('Latest Results');
    await screen.findByText('No applications found.');
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
    await userEvent.click(screen.getByRole('button', { name: 'Show answers (1)' }));
    expect(screen.getByText('Visa sponsorship needed?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'from your custom information' })).toHaveAttribute(
      'href',
      '/my-data#answer-visa-sponsorship-needed',
    );
    expect(screen.getByText(/^1 job applied out of 5/)).toBeInTheDocument();
    // Another search's events leave this page alone.
    await live('job_search_status_updated', { job_search_id: 4, status: 'failed', notes: null });
    expect(screen.getByText('Updating...')).toBeInTheDocument();
  });

  test('nothing found: "Search details not found" and "Return to Dashboard"', async () => {
    renderPage(<SearchDetails jobSearchId={99} />, { path: '/job-search/99' });
    expect(await screen.findByText('Search details not found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Dashboard' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/);
  });

  test('a load failure: "Error Loading Search Details", the message and "Try Again"', async () => {
    api.answerWith('GET', /^\/django\/api\/job-search\/3\/$/, {
      status: 500,
      body: { detail: 'A server error occurred.' },
    });
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Error Loading Search Details')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('applications that cannot be loaded: "Failed to load applications"', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.state.searches = [makeSearch({ id: 3 })];
    api.answerWith('GET', /job-applications/, { status: 500, body: { detail: 'A server error occurred.' } });
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Failed to load applications')).toBeInTheDocument();
  });

  test('live: what the bot is doing now, from signing in to each job, gone when the run ends', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'running' })];
    renderPage(<SearchDetails jobSearchId={3} />);
    const now = await screen.findByRole('status');
    expect(now).toHaveTextContent('Now: Waiting for the next step…');
    await live('job_search_activity', { job_search_id: 3, activity: { step: 'signing_in' } });
    expect(now).toHaveTextContent('Now: Signing in to LinkedIn');
    await live('job_search_activity', {
      job_search_id: 3,
      activity: { step: 'reading_results', search_term: 'Frontend Developer', page: 2 },
    });
    expect(now).toHaveTextContent('Now: Page 2 of results for "Frontend Developer"');
    await live('job_search_activity', {
      job_search_id: 3,
      activity: { step: 'applying', job_title: 'Frontend Developer', company_name: 'Acme' },
    });
    expect(now).toHaveTextContent('Now: Applying to Frontend Developer at Acme');
    // Another search's steps are not this page's.
    await live('job_search_activity', { job_search_id: 4, activity: { step: 'signing_in' } });
    expect(now).toHaveTextContent('Now: Applying to Frontend Developer at Acme');
    await live('job_search_status_updated', {
      job_search_id: 3,
      status: 'nothing_applied',
      notes: 'Finished without applying to any job this time: 12 waited for your answer, 1 failed.',
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing Applied')).toBeInTheDocument();
    expect(
      screen.getByText('Finished without applying to any job this time: 12 waited for your answer, 1 failed.'),
    ).toBeInTheDocument();
  });

  test('the applications filtered by status, each choice with its count; failed ones "Attempted on"', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'running' })];
    api.state.applications = [
      makeApplication({ id: 1, job_search: 3, job_title: 'Applied Role' }),
      makeApplication({ id: 2, job_search: 3, job_title: 'Closed Role', status: 'failed', error_message: 'Closed' }),
      makeApplication({ id: 3, job_search: 3, job_title: 'Waiting Role', status: 'waiting', error_message: 'Wait' }),
    ];
    renderPage(<SearchDetails jobSearchId={3} />);
    const list = await screen.findByRole('list', { name: 'Applications' });
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All (3)',
      'Applied (1)',
      'Failed (1)',
      'Already Applied (0)',
      'Not Relevant (0)',
      'Waiting for your answer (1)',
      'Answered, tried next (0)',
      'Skipped (0)',
    ]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.selectOptions(filter, 'Failed (1)');
    const shown = within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem');
    expect(shown.map((item) => item.getAttribute('aria-label'))).toEqual(['Closed Role at Acme']);
    expect(within(shown[0]!).getByText(/^Attempted on Jan 2, 2026/)).toBeInTheDocument();
    // A live attempt of the chosen status shows up in the filtered list at once.
    await live('job_application_recorded', {
      job_search_id: 3,
      application: makeApplication({
        id: 4,
        job_search: 3,
        job_title: 'Timed Out Role',
        status: 'failed',
        error_message: 'x',
      }),
    });
    expect(within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(filter).getByRole('option', { name: 'Failed (2)' })).toBeInTheDocument();
    await userEvent.selectOptions(filter, 'Already Applied (0)');
    expect(screen.getByText('No applications found.')).toBeInTheDocument();
    await userEvent.selectOptions(filter, 'All (4)');
    expect(within(screen.getByRole('list', { name: 'Applications' })).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('Search Details: Started and Edit', () => {
  test('"Started" is when the latest run started, with the time; Edit (max jobs) is offered once jobs are applied', async () => {
    api.state.searches = [
      makeSearch({ id: 3, status: 'completed', num_applied_jobs: 5, started_at: '2026-03-04 15:06:07' }),
    ];
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByText('Started')).toBeInTheDocument();
    expect(screen.getByText('Started').nextElementSibling?.textContent).toBe('Mar 4, 2026, 10:06:07 AM');
    expect(screen.getByText(/^Job search initiated on Jan 2, 2026, 3:30:00 AM/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search\/edit\/3$/);
  });

  test('no Edit while running with jobs applied', async () => {
    api.state.searches = [makeSearch({ id: 3, status: 'running', num_applied_jobs: 2 })];
    renderPage(<SearchDetails jobSearchId={3} />);
    expect(await screen.findByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
