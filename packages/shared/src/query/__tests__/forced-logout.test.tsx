/**
 * @jest-environment jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import { createApiClient, setApiClient, setNavigator } from '@app/shared/api';
import { errorMessages } from '@app/shared/contract';
import { setTokens } from '@app/shared/stores';
import { startHttpTestServer, type TestServer } from '../../test-support/http-test-server';
import { UiProvider } from '../../ui/ui-provider';
import { queries } from '../queries';
import { queryClient } from '../query-client';
import { useServerQuery } from '../use-server-state';
import { toast } from '../../ui/toast';

const LOAD_FAILED = 'Could not load your job searches. Please try again later.';
const expiredAccessToken = {
  detail: errorMessages.tokenNotValid,
  code: 'token_not_valid',
  messages: [{ token_class: 'AccessToken', token_type: 'access', message: errorMessages.tokenExpired }],
};

/** A page whose load failure is toasted, as the dashboard's job searches are (product §8.2). */
function Searches() {
  const { status } = useServerQuery({
    ...queries.jobSearches(),
    meta: { onLoadFailed: () => toast.error(LOAD_FAILED) },
  });
  return <p>load {status}</p>;
}

let server: TestServer;
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  setNavigator(() => undefined);
});
afterEach(async () => {
  setApiClient(null);
  await server.close();
});

describe('a load failing because the session ended', () => {
  it('leaves "Your session has expired…" as the one toast of a forced logout', async () => {
    server = await startHttpTestServer((request) =>
      request.path.endsWith('/token/refresh/')
        ? { status: 401, body: { detail: errorMessages.tokenBlacklisted, code: 'token_not_valid' } }
        : { status: 401, body: expiredAccessToken },
    );
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'old', refresh: 'used' });
    render(
      <UiProvider>
        <Searches />
      </UiProvider>,
    );
    // A refused refresh first waits (up to 1 s) for another tab's new tokens: none come here.
    expect(
      await screen.findByText('Your session has expired. Please log in again.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await screen.findByText('load error');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(1));
    expect(screen.queryByText(LOAD_FAILED)).not.toBeInTheDocument();
  });

  it('still says so when a load fails while signed in', async () => {
    server = await startHttpTestServer(() => ({ status: 500, body: {} }));
    setApiClient(createApiClient({ host: server.origin }));
    setTokens({ access: 'valid', refresh: 'r' });
    render(
      <UiProvider>
        <Searches />
      </UiProvider>,
    );
    expect(await screen.findByText(LOAD_FAILED)).toBeInTheDocument();
  });
});
