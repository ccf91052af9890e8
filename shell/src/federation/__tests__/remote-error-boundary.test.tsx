import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@app/shared/ui';
import { RemoteErrorBoundary } from '../remote-error-boundary';
import { RemoteFallback } from '../remote-fallback';

let broken = true;
function RemotePage() {
  if (broken) throw new Error('the remote crashed while rendering');
  return <h1>Your Profile</h1>;
}

describe('a remote that breaks while rendering', () => {
  it('shows the fallback on its own route, and Retry renders it again', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider theme={theme}>
        <header>JobPilot</header>
        <RemoteErrorBoundary fallback={(reset) => <RemoteFallback title="Your profile" onRetry={reset} />}>
          <RemotePage />
        </RemoteErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile is unavailable right now');
    expect(screen.getByText('JobPilot')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Your Profile' })).toBeInTheDocument();
    log.mockRestore();
  });
});
