// The dialog on the native <dialog> element: showModal() makes the rest of the page inert and
// gives the element the dialog role; the browser closes it on Escape (the cancel event) and
// returns focus to the opener on close(). Only the first field's focus is done here.
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { DialogProps } from '../../../packages/shared/src/ui/dialog';
import { DialogChrome, FIRST_FIELD } from './chrome';
import { mountDialogPage } from './page';

const Modal = styled.dialog`
  width: 100%;
  max-width: 560px;
  border: 0;
  border-radius: 8px;
  &::backdrop {
    background: rgba(17, 24, 39, 0.5);
  }
`;

function NativeDialog({ open, title, onClose, children, actions, closeOnEscape = true }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const state = useRef({ open, onClose, closeOnEscape });
  state.current = { open, onClose, closeOnEscape };

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      contentRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current!;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (state.current.closeOnEscape) state.current.onClose();
    };
    // The browser may close it by itself (a cancel it would not let be refused): tell the page.
    const onNativeClose = () => {
      if (state.current.open) state.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <Modal ref={dialogRef} aria-labelledby={titleId}>
      {open && (
        <DialogChrome titleId={titleId} title={title} onClose={onClose} contentRef={contentRef} actions={actions}>
          {children}
        </DialogChrome>
      )}
    </Modal>
  );
}

mountDialogPage(NativeDialog);
