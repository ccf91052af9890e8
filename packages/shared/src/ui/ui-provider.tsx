import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ToastContainer } from 'react-toastify';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

/** Theme, global styles and the toast area: what every page needs, in the shell or a remote on its own. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
      {/* SPEC §9: about 4 s, at most 3 visible. */}
      <ToastContainer position="top-right" autoClose={4000} limit={3} newestOnTop />
    </ThemeProvider>
  );
}
