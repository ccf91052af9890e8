import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { UiProvider } from '@app/shared/ui';

// The dialogs are tested against a real HTTP server (serveApiForTests): on a busy machine a round
// trip and the re-read after it can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders inside the real providers (theme, toast area), kept on rerender, and sets up a user. The
 * server-state cache starts empty, as on a fresh page load.
 */
export function renderWithUi(ui: ReactElement) {
  queryClient.clear();
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: UiProvider }) };
}
