// The dialog with focus-trap handling focus: initial focus, Tab kept inside, outside clicks
// refused, focus returned on close. Escape is the dialog's (it may be refused).
import { createFocusTrap } from 'focus-trap';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { DialogProps } from '../../../packages/shared/src/ui/dialog';
import { Backdrop, DialogChrome, FIRST_FIELD, Panel } from './chrome';
import { mountDialogPage } from './page';

function FocusTrapDialog({ open, title, onClose, children, actions, closeOnEscape = true }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open || !panelRef.current) return;
    const panel = panelRef.current;
    const trap = createFocusTrap(panel, {
      initialFocus: () => contentRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? panel,
      fallbackFocus: panel,
      escapeDeactivates: false,
      returnFocusOnDeactivate: true,
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [open]);

  if (!open) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && closeOnEscape) onClose();
  };
  return createPortal(
    <Backdrop onKeyDown={onKeyDown}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <DialogChrome titleId={titleId} title={title} onClose={onClose} contentRef={contentRef} actions={actions}>
          {children}
        </DialogChrome>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

mountDialogPage(FocusTrapDialog);
