import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import { queryClient, queryKeys } from '@app/shared/query';
import { useSession } from '@app/shared/stores';
import { serveFakeSearchesApi } from '@/testing/fake-searches-api';
import { extraInformation, linkedinCredentials, makeSearch, user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { Dashboard } from '../dashboard';

jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

const resume = {
  id: 1,
  title: 'cv.pdf',
  size: 2048,
  is_default: true,
  updated_at: '2026-01-01 00:00:00',
  file: '/media/cv.pdf',
  text_read: true,
};

const api = serveFakeSearchesApi();
beforeAll(() => loadContract());
beforeEach(() => {
  api.reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  useSession.setState({ user, isAuthenticated: true });
});
afterEach(() => jest.restoreAllMocks());

const checklist = () => screen.findByRole('region', { name: 'Getting started' });
const stepNames = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => [...within(item).queryAllByRole('link'), ...within(item).queryAllByRole('button')])
    .map((controls) => controls.map((control) => control.getAttribute('aria-label')).join(' | '));

describe('Dashboard: first-run checklist (product §2.3)', () => {
  test('a new user sees the four steps, none done, each leading to where it is done', async () => {
    renderPage(<Dashboard />);
    const region = await checklist();
    expect(stepNames(region)).toEqual([
      'Upload a resume — not done',
      'Fill in your Additional Information — not done',
      'Connect your LinkedIn account — not done',
      'Create your first job search — not done',
    ]);
    for (const name of ['Upload a resume — not done', 'Fill in your Additional Information — not done']) {
      expect(within(region).getByRole('link', { name })).toHaveAttribute('href', '/job-search');
    }
    expect(within(region).getByRole('link', { name: 'Create your first job search — not done' })).toHaveAttribute(
      'href',
      '/job-search',
    );
    await userEvent.click(within(region).getByRole('link', { name: 'Upload a resume — not done' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/job-search$/);
  });

  test('a partly set-up user sees the done steps ticked; saving LinkedIn credentials ticks that one', async () => {
    api.state.resumes = [resume];
    api.state.extraInformation = extraInformation;
    renderPage(<Dashboard />);
    const region = await checklist();
    expect(stepNames(region)).toEqual([
      'Upload a resume — done',
      'Fill in your Additional Information — done',
      'Connect your LinkedIn account — not done',
      'Create your first job search — not done',
    ]);
    await userEvent.click(within(region).getByRole('button', { name: 'Connect your LinkedIn account — not done' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Credentials' }));
    expect(
      await within(region).findByRole('button', { name: 'Connect your LinkedIn account — done' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Credentials' })).not.toBeInTheDocument();
  });

  test('a fully set-up user sees no checklist', async () => {
    api.state.resumes = [resume];
    api.state.extraInformation = extraInformation;
    api.state.credentials = linkedinCredentials;
    api.state.searches = [makeSearch({ id: 1 })];
    renderPage(<Dashboard />);
    await screen.findByRole('article', { name: /^Job search:/ });
    // Every read the checklist depends on has answered, and still it is not there.
    const keys = [queryKeys.resumes(), queryKeys.extraInformation(), queryKeys.linkedinCredentials()];
    await waitFor(() =>
      expect(keys.map((key) => queryClient.getQueryState(key)?.status)).toEqual(keys.map(() => 'success')),
    );
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Upload a resume/ })).not.toBeInTheDocument();
  });

  test('the price of a job is said where searches are started', async () => {
    renderPage(<Dashboard />);
    const searches = await screen.findByRole('region', { name: 'Your Job Searches' });
    expect(within(searches).getByText('1 Job for 1 Credit: each job applied to uses one credit.')).toBeVisible();
  });
});
