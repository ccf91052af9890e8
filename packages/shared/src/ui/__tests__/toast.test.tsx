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
    // eslint-disable-next-line testing-library/no-node-access -- the point is react-toastify's own container, which has no role
    expect(document.querySelector('.Toastify')).not.toBeInTheDocument();

    act(() => {
      toast.success('Login successful!');
      toast.error('Your session has expired. Please log in again.', { toastId: 'session-expired' });
      toast.error('Your session has expired. Please log in again.', { toastId: 'session-expired' });
    });

    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(await screen.findAllByText('Your session has expired. Please log in again.')).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access -- as above: mounted by the first toast
    const area = document.querySelector('.Toastify');
    expect(area).toBeInTheDocument();
    // Beside the page, not in it: a dialog makes the page inert, and toasts must still be heard over it.
    expect(container).not.toContainElement(area as HTMLElement);
  });
});
