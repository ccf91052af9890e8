import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@app/shared/query';
import { UiProvider } from '@app/shared/ui';

/**
 * Renders inside the real providers (theme, toast area), kept on rerender, and sets up a user. The
 * server-state cache starts empty, as on a fresh page load.
 */
export function renderWithUi(ui: ReactElement) {
  queryClient.clear();
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: UiProvider }) };
}
