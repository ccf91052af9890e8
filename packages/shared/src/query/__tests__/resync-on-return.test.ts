/**
 * @jest-environment jsdom
 */
import { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../stores';
import { resyncOnReturn } from '../resync-on-return';

it("re-reads a remote's own query marked resyncOnReturn when the tab is shown again, and leaves unmarked ones", async () => {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['remote-totals'], queryFn: async () => 1, meta: { resyncOnReturn: true } });
  await client.prefetchQuery({ queryKey: ['remote-other'], queryFn: async () => 1 });
  useSession.setState({ isAuthenticated: true });
  const stop = resyncOnReturn(client);
  try {
    document.dispatchEvent(new Event('visibilitychange'));
    expect(client.getQueryState(['remote-totals'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['remote-other'])?.isInvalidated).toBe(false);
  } finally {
    stop();
    useSession.setState({ isAuthenticated: false });
  }
});
