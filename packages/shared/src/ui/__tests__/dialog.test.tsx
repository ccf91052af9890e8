/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
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

describe('Dialog', () => {
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
});
