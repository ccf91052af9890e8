import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ToastContainerProps } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { OVER_DIALOGS_ATTRIBUTE } from './modal-background';
import { theme } from './theme';
import { loadToastify, onToastsRequested, toastsRequested } from './toast';

/** The header is 64 px high (its bar's min-height); toasts start just below it on wider screens. */
const BELOW_HEADER = { top: 'calc(72px + env(safe-area-inset-top))' } as const;
/**
 * On a phone a toast spans the screen's width: one at a time, over the header's own 64 px, so it
 * never covers the page's buttons (a card's Start, a dialog's Save); it goes after about 4 s.
 */
const PHONE = '(max-width: 480px)';
const OVER_HEADER = { top: 'env(safe-area-inset-top)' } as const;
const onPhone = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

/** react-toastify's container, mounted once the first toast is asked for (see ./toast). */
function ToastArea() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    if (!requested) return;
    let mounted = true;
    loadToastify().then(
      ({ ToastContainer }) => mounted && setContainer(() => ToastContainer),
      (error: unknown) => console.error('Could not load the toast area', error),
    );
    return () => {
      mounted = false;
    };
  }, [requested]);
  // product §9: about 4 s, at most 3 visible; below the header (product §2.4), so never over the credits or the avatar.
  if (!Container) return null;
  // Beside the page, not in it: a dialog makes the page inert, and a toast said over it (“Saved.”)
  // must still be heard and closable.
  return createPortal(
    <div {...{ [OVER_DIALOGS_ATTRIBUTE]: '' }}>
      {onPhone() ? (
        <Container position="top-center" autoClose={4000} limit={1} newestOnTop style={OVER_HEADER} />
      ) : (
        <Container position="top-right" autoClose={4000} limit={3} newestOnTop style={BELOW_HEADER} />
      )}
    </div>,
    document.body,
  );
}

/** Theme, global styles and the toast area: what every page needs, in the shell or a remote on its own. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      <ToastArea />
    </ThemeProvider>
  );
}
