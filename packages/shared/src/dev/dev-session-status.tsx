import { useSession } from '@app/shared/stores';
import { Button } from '@app/shared/ui';
import { DevSignIn } from './dev-sign-in';

/**
 * Who is signed in on the standalone page (the shared dev session), with Sign out; signed out, the
 * frame's own sign-in form unless the remote has one of its own (auth).
 */
export function DevSessionStatus({ signInForm }: { signInForm: boolean }) {
  const user = useSession((s) => s.user);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const logout = useSession((s) => s.logout);

  if (isAuthenticated) {
    return (
      <span role="status" style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' }}>
        Signed in as {user?.email ?? '…'}
        <Button $variant="text" onClick={() => void logout()}>
          Sign out
        </Button>
      </span>
    );
  }
  return (
    <span style={{ marginLeft: 'auto' }}>{signInForm ? <DevSignIn /> : <span role="status">Signed out</span>}</span>
  );
}
