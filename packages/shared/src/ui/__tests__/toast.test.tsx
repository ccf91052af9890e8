/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { UiProvider } from '../ui-provider';
import { toast } from '../toast';

describe('toast (react-toastify loaded on first use)', () => {
  it('mounts no toast area until a toast is asked for, then shows the toasts asked for meanwhile', async () => {
    const { container } = render(
      <UiProvider>
        <p>Page</p>
      </UiProvider>,
    );
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => {
      toast.success('Login successful!');
      toast.error('Your session has expired. Please log in again.', { toastId: 'session-expired' });
      toast.error('Your session has expired. Please log in again.', { toastId: 'session-expired' });
    });

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(await screen.findAllByText('Your session has expired. Please log in again.')).toHaveLength(1);
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
