import { createRoot } from 'react-dom/client';
import { createApiClient, setApiClient } from '@app/shared/api';
import { joinDevSession } from './dev-session';
import { StandaloneFrame, type StandaloneFrameProps } from './standalone-frame';

/**
 * A remote's standalone dev page (`src/dev/standalone.tsx`): the real API client (same origin, the
 * dev server proxies it), the shared dev session, then the frame.
 */
export async function startStandalone(props: StandaloneFrameProps): Promise<void> {
  setApiClient(createApiClient());
  try {
    await joinDevSession();
  } catch (error) {
    // Served by something other than `rspack serve`: this page's own session only.
    console.warn('No shared dev session on this server', error);
  }
  createRoot(document.getElementById('root')!).render(<StandaloneFrame {...props} />);
}
