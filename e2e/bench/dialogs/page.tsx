// The page every dialog variant of `pnpm bench dialogs` is tried on: a button behind the dialog
// (its clicks counted), the opener, and the dialog of an upload form whose Save disables itself.
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { DialogProps } from '../../../packages/shared/src/ui/dialog';
import { theme } from '../../../packages/shared/src/ui/theme';

declare global {
  interface Window {
    backgroundClicks: number;
    /** Set before the page loads: the dialog must not close on Escape. */
    noEscape?: boolean;
  }
}

export function mountDialogPage(Dialog: ComponentType<DialogProps>) {
  window.backgroundClicks = 0;
  function Page() {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const close = () => {
      setOpen(false);
      setBusy(false);
    };
    return (
      <ThemeProvider theme={theme}>
        <button onClick={() => (window.backgroundClicks += 1)}>Background</button>
        <button onClick={() => setOpen(true)}>Open</button>
        <Dialog
          open={open}
          onClose={close}
          title="Upload Resume"
          closeOnEscape={!window.noEscape}
          actions={<button onClick={close}>Cancel</button>}
        >
          <label>
            Title <input />
          </label>
          <button disabled={busy} onClick={() => setBusy(true)}>
            Save
          </button>
        </Dialog>
      </ThemeProvider>
    );
  }
  createRoot(document.getElementById('root')!).render(<Page />);
}
