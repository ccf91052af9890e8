import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadContract } from '@app/shared/api';
import type { JobSearch } from '@app/shared/contract';
import { emitLiveEvent, useSession } from '@app/shared/stores';
import { type Handler, serveApiForTests } from '@app/shared/test-support';
import { linkedinCredentials, makeSearch, user } from '@/testing/fixtures';
import { renderPage } from '@/testing/render-page';
import { useSearchRunner } from '../use-search-runner';

// The settings remote comes through federation in the app; here its stand-ins (no api involved).
jest.mock('@/federation/load-settings-components', () => ({
  loadSettingsComponents: () => Promise.resolve(jest.requireActual('@/testing/settings-stand-ins').settingsStandIns),
}));

const API = '/django/api';
const search = makeSearch({ id: 4, preference: { search_term: 'S' } });
let credits: number;
let savedCredentials: (typeof linkedinCredentials)[];

// A small stand-in for the server: each path answers as the real one does for this user.
const routes: Record<string, Handler> = {
  [`GET ${API}/accounts/users/me/`]: () => ({ status: 200, body: { ...user, credits } }),
  [`GET ${API}/job-search/linkedin-credentials/`]: () => ({ status: 200, body: savedCredentials }),
  [`POST ${API}/job-search/4/start/`]: () => ({ status: 200, body: { ...search, status: 'running' } }),
  [`GET ${API}/job-search/4/`]: () => ({ status: 200, body: { ...search, status: 'running' } }),
  [`POST ${API}/job-search/cancel-verification/`]: () => ({ status: 200, body: { detail: 'Verification cancelled.' } }),
};
const api = serveApiForTests(
  (request) =>
    routes[`${request.method} ${request.path}`]?.(request) ?? { status: 404, body: { detail: 'Not found.' } },
);

beforeAll(() => loadContract());
beforeEach(() => {
  api.server.requests.length = 0;
  credits = 5;
  savedCredentials = [linkedinCredentials];
  useSession.setState({ user, isAuthenticated: true });
});

function Runner({ job }: { job: JobSearch }) {
  const runner = useSearchRunner(() => undefined);
  return (
    <>
      <button onClick={() => runner.start(job)}>Start</button>
      {runner.dialogs}
    </>
  );
}

const calls = () => api.server.requests.map((r) => `${r.method} ${r.path.replace(API, '')}`);
const live = (event: string, payload: unknown) => act(() => emitLiveEvent(event, payload));
const codeDialog = () => screen.queryByRole('dialog', { name: 'LinkedIn Verification Required' });
/** The code dialog once its code has arrived (loaded when first asked for). */
const loadedCodeDialog = async () => {
  await screen.findByRole('textbox', { name: 'Verification code' });
  return codeDialog()!;
};

describe('Start checks credits before credentials', () => {
  test('with 0 credits: the credits message, and no credentials asked for', async () => {
    credits = 0;
    savedCredentials = [];
    renderPage(<Runner job={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('You have no credits left. Each job applied costs 1 credit.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'LinkedIn Credentials' })).not.toBeInTheDocument();
    expect(calls()).toEqual(['GET /accounts/users/me/']);
  });

  test('with credits and no credentials: the credentials dialog, after the credits were read', async () => {
    savedCredentials = [];
    renderPage(<Runner job={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'LinkedIn Credentials' })).toBeInTheDocument();
    expect(calls()).toEqual(['GET /accounts/users/me/', 'GET /job-search/linkedin-credentials/']);
  });

  test('with credits and credentials: the search starts', async () => {
    renderPage(<Runner job={search} />);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('dialog', { name: 'Opening LinkedIn' })).toBeInTheDocument();
    await waitFor(() => expect(calls()).toContain('POST /job-search/4/start/'));
  });
});

describe('the PIN dialog', () => {
  test('counts down from the event’s timeout_seconds', async () => {
    renderPage(<Runner job={search} />);
    live('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 45 });
    expect(within(await loadedCodeDialog()).getByRole('timer')).toHaveTextContent('Time remaining: 45 seconds');
  });

  test('Cancel tells the server at once and then shows "Login failed", not the timeout', async () => {
    renderPage(<Runner job={search} />);
    live('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 60 });
    await userEvent.click(within(await loadedCodeDialog()).getByRole('button', { name: 'Cancel' }));
    expect(codeDialog()).not.toBeInTheDocument();
    // Only what this test sent: a re-read started by the previous test may still land in the log.
    const cancels = () => api.server.requests.filter((r) => r.path.endsWith('/cancel-verification/'));
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(calls().filter((call) => call.startsWith('POST'))).toEqual(['POST /job-search/cancel-verification/']);
    expect(JSON.parse(cancels()[0]!.body)).toEqual({ job_search_id: 4 });
    // The bot stops waiting and says the login failed.
    live('login_to_linkedin', { status: 'failed', job_search_id: 4 });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.queryByText('Verification timeout')).not.toBeInTheDocument();
    expect(screen.queryByText(/didn't enter the verification code in time/)).not.toBeInTheDocument();
  });

  test('every verification_code event opens a fresh dialog and countdown', async () => {
    renderPage(<Runner job={search} />);
    jest.useFakeTimers();
    try {
      const ui = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      live('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 60 });
      await ui.type(within(await loadedCodeDialog()).getByRole('textbox', { name: 'Verification code' }), '12');
      act(() => jest.advanceTimersByTime(20_000));
      expect(within(codeDialog()!).getByRole('timer')).toHaveTextContent('Time remaining: 40 seconds');

      // LinkedIn asked again (a new run): nothing of the last dialog is left.
      live('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 60 });
      expect(within(codeDialog()!).getByRole('timer')).toHaveTextContent('Time remaining: 60 seconds');
      expect(within(codeDialog()!).getByRole('textbox', { name: 'Verification code' })).toHaveValue('');

      // A countdown that ran out does not end the next one early.
      act(() => jest.advanceTimersByTime(60_000));
      expect(codeDialog()).not.toBeInTheDocument();
      live('login_to_linkedin', { status: 'verification_code', job_search_id: 4, timeout_seconds: 60 });
      act(() => jest.advanceTimersByTime(2_000));
      expect(within(codeDialog()!).getByRole('timer')).toHaveTextContent('Time remaining: 58 seconds');
    } finally {
      jest.useRealTimers();
    }
  });
});
