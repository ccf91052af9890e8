import { Component, type ReactNode } from 'react';
import { Button, Dialog, Spinner } from '@app/shared/ui';
import type { SettingsComponentName, SettingsComponents } from './settings-components';
import { useSettingsComponents } from './use-settings-components';

type Props<N extends SettingsComponentName> = {
  /** Which of the settings remote's components to show. */
  name: N;
  /** Shown in the loading and fallback dialogs. */
  title: string;
} & React.ComponentProps<SettingsComponents[N]>;

/**
 * One of the settings remote's dialogs, loaded through federation when first opened. While it
 * loads, or when it cannot be loaded or fails while rendering, a dialog of ours says so (with
 * Retry) so the page around it keeps working.
 */
export function SettingsDialog<N extends SettingsComponentName>(props: Props<N>) {
  const { name, title, ...componentProps } = props;
  const { open, onClose } = componentProps as { open: boolean; onClose(): void };
  const { state, retry } = useSettingsComponents(open);

  if (state.kind === 'ready') {
    const Remote = state.components[name] as React.ComponentType<typeof componentProps>;
    return (
      <RenderGuard fallback={(reset) => open && <Unavailable title={title} onClose={onClose} onRetry={reset} />}>
        <Remote {...componentProps} />
      </RenderGuard>
    );
  }
  if (!open) return null;
  if (state.kind === 'failed') return <Unavailable title={title} onClose={onClose} onRetry={retry} />;
  return (
    <Dialog open title={title} onClose={onClose}>
      <Spinner label={`Loading ${title}`} />
    </Dialog>
  );
}

function Unavailable({ title, onClose, onRetry }: { title: string; onClose(): void; onRetry(): void }) {
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button $variant="text" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onRetry}>Retry</Button>
        </>
      }
    >
      <p role="alert">The settings could not be loaded right now. Check your connection and try again.</p>
    </Dialog>
  );
}

class RenderGuard extends Component<{ fallback: (reset: () => void) => ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A settings dialog failed while rendering', error);
  }
  reset = () => this.setState({ failed: false });
  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
