import { useSession } from '@app/shared/stores';

/** Ada signed in (with 3 credits), or a visitor, as the session store would hold it. */
export const signedIn = (yes: boolean) =>
  useSession.setState({
    isAuthenticated: yes,
    user: yes ? { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', credits: 3 } : null,
  });
