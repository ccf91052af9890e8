import { useSyncExternalStore } from 'react';
import { down, up, type Breakpoint } from './theme';

const noop = () => undefined;

/**
 * Whether a CSS media query matches now, updated as the window resizes. For the few places where
 * markup (not only styles) differs by screen size, e.g. a shorter button label on a full-screen
 * dialog. Without `matchMedia` (server, jsdom) nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return noop;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** `useMediaQuery` for the theme's breakpoints: the same query strings as `down()`/`up()`. */
export const useBreakpointDown = (breakpoint: Breakpoint) => useMediaQuery(down(breakpoint).replace(/^@media /, ''));
export const useBreakpointUp = (breakpoint: Breakpoint) => useMediaQuery(up(breakpoint).replace(/^@media /, ''));
