import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * The apps' toasts (product §9). react-toastify is fetched on the first toast rather than with the
 * page: a visitor's first screen (/login) does not need it to render. `<UiProvider>` mounts the
 * toast area once a toast is asked for; react-toastify keeps a toast shown before its container
 * mounts and shows it then. It stays the one shared singleton (a lazily loaded shared module).
 */
export const loadToastify = () => import('react-toastify');

type Listener = () => void;
const listeners = new Set<Listener>();
let requested = false;

/** Whether a toast has been asked for (the toast area mounts from then on). */
export const toastsRequested = (): boolean => requested;

/** Calls `listener` when the first toast is asked for; returns the function that stops listening. */
export function onToastsRequested(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: 'success' | 'error', content: ToastContent, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of [...listeners]) listener();
  }
  loadToastify().then(
    ({ toast: toastify }) => toastify[kind](content, options),
    (error: unknown) => console.error('Could not show a toast', error),
  );
}

/** `toast.success(...)` / `toast.error(...)`, as react-toastify's, loading it on first use. */
export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
};
