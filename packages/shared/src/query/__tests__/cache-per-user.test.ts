/**
 * @jest-environment jsdom
 */
import type { User } from '@app/shared/contract';
import { setTokens, useSession } from '@app/shared/stores';
import { queryKeys } from '../query-keys';
import { queryClient } from '../query-client';

const ada: User = { id: 1, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', credits: 5 };
const bob: User = { id: 2, email: 'bob@example.com', first_name: 'Bob', last_name: 'Jones', credits: 5 };

/** Ada is signed in and her searches are in the cache. */
function adaSignedIn() {
  setTokens({ access: 'ada-access' });
  useSession.setState({ user: ada, isAuthenticated: true });
  queryClient.setQueryData(queryKeys.jobSearches(), [{ id: 7 }]);
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
});

describe('the server-state cache belongs to one signed-in user', () => {
  it('is emptied when the user signs out', async () => {
    adaSignedIn();
    await useSession.getState().logout();
    expect(queryClient.getQueryData(queryKeys.jobSearches())).toBeUndefined();
  });

  it('is emptied when another user takes the tab', () => {
    adaSignedIn();
    useSession.getState().setUser(bob);
    expect(queryClient.getQueryData(queryKeys.jobSearches())).toBeUndefined();
  });

  it('is kept when only the signed-in user’s credits change', () => {
    adaSignedIn();
    useSession.getState().setCredits(4);
    expect(queryClient.getQueryData(queryKeys.jobSearches())).toEqual([{ id: 7 }]);
  });
});
