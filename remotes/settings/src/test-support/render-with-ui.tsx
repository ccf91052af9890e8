import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@app/shared/ui';

/** Renders inside the real providers (theme, toast area), kept on rerender, and sets up a user. */
export function renderWithUi(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: UiProvider }) };
}
