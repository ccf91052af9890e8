// The dialog on @radix-ui/react-dialog: its focus scope (trap, return), its Escape handling (refused
// when the dialog must not close on it), the rest of the page hidden from screen readers; focus
// given back to whatever opened it.
import * as Radix from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { IconButton } from '../../../packages/shared/src/ui/button';
import type { DialogProps } from '../../../packages/shared/src/ui/dialog';
import { CloseIcon } from '../../../packages/shared/src/ui/icons';
import { Backdrop, FIRST_FIELD, Panel } from './chrome';
import { mountDialogPage } from './page';

function RadixDialog({ open, title, onClose, children, actions, closeOnEscape = true }: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  // Radix gives focus back to its own Trigger; the project's dialogs are opened from anywhere.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Radix.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Radix.Portal>
        <Radix.Overlay asChild>
          <Backdrop>
            <Radix.Content
              asChild
              aria-describedby={undefined}
              onOpenAutoFocus={(event: Event) => {
                event.preventDefault();
                opener.current = document.activeElement as HTMLElement | null;
                contentRef.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
              }}
              onCloseAutoFocus={(event: Event) => {
                event.preventDefault();
                opener.current?.focus();
              }}
              onEscapeKeyDown={(event: KeyboardEvent) => !closeOnEscape && event.preventDefault()}
              onPointerDownOutside={(event: Event) => event.preventDefault()}
            >
              <Panel>
                <Radix.Title>{title}</Radix.Title>
                <Radix.Close asChild>
                  <IconButton aria-label="Close">
                    <CloseIcon />
                  </IconButton>
                </Radix.Close>
                <div ref={contentRef}>
                  {children}
                  {actions}
                </div>
              </Panel>
            </Radix.Content>
          </Backdrop>
        </Radix.Overlay>
      </Radix.Portal>
    </Radix.Root>
  );
}

mountDialogPage(RadixDialog);
