// The baseline of `pnpm bench dialogs`: the same dialog with no focus handling at all (no trap,
// no Escape, no focus return), so the bytes of each variant's handling are its bundle less this
// one, and the probes show what fails without any.
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { DialogProps } from '../../../packages/shared/src/ui/dialog';
import { Backdrop, DialogChrome, Panel } from './chrome';
import { mountDialogPage } from './page';

function UnhandledDialog({ open, title, onClose, children, actions }: DialogProps) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  if (!open) return null;
  return createPortal(
    <Backdrop>
      <Panel role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <DialogChrome titleId={titleId} title={title} onClose={onClose} contentRef={contentRef} actions={actions}>
          {children}
        </DialogChrome>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

mountDialogPage(UnhandledDialog);
