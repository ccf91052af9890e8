/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { OVER_DIALOGS_ATTRIBUTE } from '../modal-background';
import { theme } from '../theme';

function Harness({ closeOnEscape }: { closeOnEscape?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Send Feedback" closeOnEscape={closeOnEscape}>
        <input aria-label="Comment" />
      </Dialog>
    </ThemeProvider>
  );
}

/** Actions that disable or remove their own button, as Save, Add and Set Default do. */
function ActionHarness() {
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Dialog open onClose={() => undefined} title="Upload Resume">
        <input aria-label="Title" />
        <Button disabled={busy} onClick={() => setBusy(true)}>
          Save
        </Button>
        {!removed && <Button onClick={() => setRemoved(true)}>Set Default</Button>}
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('opens with focus on its first field, not on the close icon', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
  });

  it('keeps focus inside when the focused button is disabled or removed by its action', async () => {
    render(<ActionHarness />);
    const dialog = screen.getByRole('dialog', { name: 'Upload Resume' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Set Default' }));
    expect(screen.queryByRole('button', { name: 'Set Default' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    // eslint-disable-next-line testing-library/no-node-access -- Tab goes on from the dialog, inside it
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('is a modal dialog named by its title, takes focus and gives it back', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Send Feedback' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // eslint-disable-next-line testing-library/no-node-access -- focus moves into the dialog, whichever element takes it
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      // eslint-disable-next-line testing-library/no-node-access -- the trap holds focus inside, on whichever element Tab reaches
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape unless told not to', async () => {
    const { unmount } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness closeOnEscape={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('makes the page behind inert while open, except the toasts, and gives back only what it took', async () => {
    const toasts = document.createElement('div');
    toasts.setAttribute(OVER_DIALOGS_ATTRIBUTE, '');
    document.body.append(toasts);
    const { container } = render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(container).toHaveAttribute('inert');
    expect(toasts).not.toHaveAttribute('inert');

    // A second dialog over the first shuts the first out, and gives it back when it closes.
    const { unmount: closeSecond } = render(
      <ThemeProvider theme={theme}>
        <Dialog open onClose={() => undefined} title="Delete this answer?">
          <Button>Delete answer</Button>
        </Dialog>
      </ThemeProvider>,
    );
    const first = screen.getByRole('dialog', { name: 'Send Feedback' });
    // eslint-disable-next-line testing-library/no-node-access -- the first dialog's backdrop, a child of the body
    const firstBackdrop = first.parentElement!;
    expect(firstBackdrop).toHaveAttribute('inert');
    closeSecond();
    expect(firstBackdrop).not.toHaveAttribute('inert');
    expect(container).toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(container).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    toasts.remove();
  });
});
