import { Component, type ReactNode } from 'react';
import { failureMessage, type RemoteFailure } from '@app/shared/federation';
import type { SettingsComponentName, SettingsComponents } from '@app/shared/ui';
import { PendingDialog } from '@/components/pending-dialog';
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
      <RenderGuard
        fallback={() =>
          open && <Unavailable title={title} onClose={onClose} onRetry={retry} failure={{ kind: 'crashed' }} />
        }
      >
        <Remote {...componentProps} />
      </RenderGuard>
    );
  }
  if (!open) return null;
  if (state.kind === 'failed') {
    return <Unavailable title={title} onClose={onClose} onRetry={retry} failure={state.failure} />;
  }
  return <PendingDialog title={title} onClose={onClose} />;
}

interface UnavailableProps {
  title: string;
  onClose(): void;
  onRetry(): void;
  failure: RemoteFailure;
}

function Unavailable({ title, onClose, onRetry, failure }: UnavailableProps) {
  return (
    <PendingDialog
      title={title}
      onClose={onClose}
      failure={{ message: failureMessage(failure, 'The settings app'), onRetry }}
    />
  );
}

/** Catches a settings component's render error; a Retry loads the components again (a new version resets it). */
class RenderGuard extends Component<{ fallback: () => ReactNode; children: ReactNode }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A settings dialog failed while rendering', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback() : this.props.children;
  }
}
