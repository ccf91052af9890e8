import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { IconButton } from './button';
import { CloseIcon } from './icons';
import { shutOutBackground } from './modal-background';
import { down } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1300;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(17, 24, 39, 0.5);
  padding: 16px;
`;

const Panel = styled.div<{ $fullScreenOnMobile: boolean; $maxWidth: number }>`
  position: relative;
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
  display: flex;
  flex-direction: column;
  ${({ $fullScreenOnMobile }) =>
    $fullScreenOnMobile &&
    css`
      ${down('sm')} {
        position: fixed;
        inset: 0;
        max-width: none;
        max-height: none;
        border-radius: 0;
      }
    `}
`;

const Title = styled.h2`
  margin: 0;
  padding: 20px 56px 8px 24px;
  font-size: 1.25rem;
`;

const Body = styled.div`
  padding: 8px 24px;
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px 20px;
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  /** Whether Escape closes the dialog (some dialogs must be closed by their buttons only). */
  closeOnEscape?: boolean;
  /** Below the sm breakpoint the dialog fills the screen. */
  fullScreenOnMobile?: boolean;
  maxWidth?: number;
}

/**
 * A modal dialog: role dialog named by its title; on open, focus goes to the first field or button
 * of its content (not the close icon); it stays inside while tabbing and after any action (a
 * button that disables or disappears under the focus hands it to the dialog, not to the page);
 * on close it goes back to the element that had it. While it is open the page behind is inert
 * (./modal-background): a screen reader reads the dialog alone, as with the native `showModal()`.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  actions,
  closeOnEscape = true,
  fullScreenOnMobile = false,
  maxWidth = 560,
}: DialogProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (!panel) return;
    const giveBackground = backdropRef.current ? shutOutBackground(backdropRef.current) : () => undefined;
    (contentRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();

    // Focus left on nothing usable (its element was disabled or removed) is caught by the panel.
    const keepInside = () => {
      const active = document.activeElement;
      if (!active || active === document.body || (panel.contains(active) && active.matches(':disabled'))) {
        panel.focus();
      }
    };
    const observer = new MutationObserver(keepInside);
    observer.observe(panel, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
    const onFocusOut = (event: FocusEvent) => {
      if (!event.relatedTarget) setTimeout(keepInside, 0);
    };
    panel.addEventListener('focusout', onFocusOut);
    return () => {
      observer.disconnect();
      panel.removeEventListener('focusout', onFocusOut);
      giveBackground();
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closeOnEscape) onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop ref={backdropRef} onKeyDown={onKeyDown}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $fullScreenOnMobile={fullScreenOnMobile}
        $maxWidth={maxWidth}
      >
        <Title id={titleId}>{title}</Title>
        <div style={{ position: 'absolute', top: 12, right: 12 }}>
          <IconButton aria-label="Close" onClick={() => onCloseRef.current()}>
            <CloseIcon />
          </IconButton>
        </div>
        <div ref={contentRef} style={{ display: 'contents' }}>
          <Body>{children}</Body>
          {actions && <Actions>{actions}</Actions>}
        </div>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
