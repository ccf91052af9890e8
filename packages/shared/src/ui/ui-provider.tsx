import { useEffect, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';
import { loadToastify, onToastsRequested, toastsRequested } from './toast';

/** The header is 64 px high (its bar's min-height); toasts start just below it, on phones too. */
const BELOW_HEADER = { top: 'calc(72px + env(safe-area-inset-top))' } as const;

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
  return Container ? (
    <Container position="top-right" autoClose={4000} limit={3} newestOnTop style={BELOW_HEADER} />
  ) : null;
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
