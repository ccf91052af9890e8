import { useEffect } from 'react';
import { useLive, useSession } from '@app/shared/stores';

/** Once signed in: refresh the cached user (credits may have changed) and connect live updates for them. */
export function useSessionEffects() {
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const userId = useSession((s) => s.user?.id);

  useEffect(() => {
    if (isAuthenticated) void useSession.getState().fetchUser();
  }, [isAuthenticated]);

  useEffect(() => {
    if (userId === undefined) return;
    void useLive.getState().connect(userId);
  }, [userId]);
}
