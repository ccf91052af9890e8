import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import { useSession } from '@app/shared/stores';
import { Dashboard } from '@/app/pages/dashboard';
import { SearchDetails } from '@/app/pages/search-details';
import { serveFakeSearchesApi } from '@/testing/fake-searches-api';
import { makeApplication, makeSearch, user } from '@/testing/fixtures';
import { recordDownloads, textOf } from '@/testing/record-downloads';
import { renderPage } from '@/testing/render-page';

jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

const api = serveFakeSearchesApi();
beforeAll(() => loadContract());
beforeEach(() => {
  api.reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.setState({ user, isAuthenticated: true });
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.findByRole('article', { name: `Job search: ${name}` });

describe('deleting a job search', () => {
  test('asks first, naming the search; Cancel deletes nothing', async () => {
    api.state.searches = [makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } })];
    renderPage(<Dashboard />);
    const engineer = await card('Engineer');
    await userEvent.click(within(engineer).getByRole('button', { name: 'Delete Engineer in Berlin' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the job search "Engineer in Berlin"?' });
    const tick = within(dialog).getByRole('checkbox', { name: 'Also delete its applications' });
    expect(tick).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls().some((call) => call.startsWith('DELETE'))).toBe(false);
  });

  test('keeps its applications unless ticked; the card goes, with a toast', async () => {
    api.state.searches = [
      makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } }),
      makeSearch({ id: 2, preference: { search_term: 'Designer', location: 'Paris' } }),
    ];
    api.state.applications = [makeApplication({ id: 10, job_search: 1 })];
    renderPage(<Dashboard />);
    const engineer = await card('Engineer');
    await userEvent.click(within(engineer).getByRole('button', { name: 'Delete Engineer in Berlin' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Job search deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Job search: Engineer' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Job search: Designer' })).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /1/?delete_applications=false');
    expect(api.state.applications).toEqual([expect.objectContaining({ id: 10, job_search: null })]);
  });

  test('"Also delete its applications" deletes them too', async () => {
    api.state.searches = [makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } })];
    api.state.applications = [makeApplication({ id: 10, job_search: 1 })];
    renderPage(<Dashboard />);
    await userEvent.click(within(await card('Engineer')).getByRole('button', { name: 'Delete Engineer in Berlin' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Also delete its applications' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No job searches yet')).toBeInTheDocument();
    expect(api.calls()).toContain('DELETE /1/?delete_applications=true');
    expect(api.state.applications).toEqual([]);
  });

  test('a running search cannot be deleted, and says why', async () => {
    api.state.searches = [
      makeSearch({ id: 1, status: 'running', preference: { search_term: 'Engineer', location: 'Berlin' } }),
    ];
    renderPage(<Dashboard />);
    const button = within(await card('Engineer')).getByRole('button', { name: 'Delete Engineer in Berlin' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Stop this search before deleting it.');
  });

  test('a refusal from the server is shown in its words, and the search stays', async () => {
    api.state.searches = [makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } })];
    api.answerWith('DELETE', /\/job-search\/1\/$/, {
      status: 400,
      body: { detail: 'Stop this search before deleting it.' },
    });
    renderPage(<Dashboard />);
    await userEvent.click(within(await card('Engineer')).getByRole('button', { name: 'Delete Engineer in Berlin' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Stop this search before deleting it.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Job search: Engineer' })).toBeInTheDocument();
  });

  test('from the details page, then back to the dashboard', async () => {
    api.state.searches = [makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } })];
    renderPage(<SearchDetails jobSearchId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Engineer in Berlin' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
    expect(api.state.searches).toEqual([]);
  });
});

describe('Export CSV', () => {
  const downloads = recordDownloads();

  test('the dashboard exports every application, the details page its search’s', async () => {
    api.state.searches = [makeSearch({ id: 1, preference: { search_term: 'Engineer', location: 'Berlin' } })];
    api.state.applications = [
      makeApplication({ id: 10, job_search: 1, job_title: 'Backend', company_name: 'Acme' }),
      makeApplication({ id: 11, job_search: 2, job_title: 'Frontend', company_name: 'Initech' }),
    ];
    const { unmount } = renderPage(<Dashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.fileNames).toEqual(['job-applications.csv']));
    expect(await textOf(downloads.saved[0]!)).toBe('\uFEFFtitle,company\r\nBackend,Acme\r\nFrontend,Initech\r\n');
    unmount();

    renderPage(<SearchDetails jobSearchId={1} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.fileNames).toHaveLength(2));
    expect(downloads.fileNames[1]).toBe('job-applications-search-1.csv');
    expect(await textOf(downloads.saved[1]!)).toBe('\uFEFFtitle,company\r\nBackend,Acme\r\n');
    expect(api.calls()).toContain('GET /job-applications/export/?job_search_id=1');
  });

  test('a failed export says so', async () => {
    api.answerWith('GET', /export/, { status: 500, body: { detail: 'A server error occurred.' } });
    renderPage(<Dashboard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Could not export your applications. Please try again.')).toBeInTheDocument();
    expect(downloads.fileNames).toEqual([]);
  });
});
