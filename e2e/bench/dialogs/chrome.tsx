// What every dialog of `pnpm bench dialogs` looks like and holds, whatever handles its focus: the
// backdrop, the panel, the title, the close button and the content. Only the focus handling
// differs between the variants, so the bytes they add are that handling's.
import type { ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { IconButton } from '../../../packages/shared/src/ui/button';
import { CloseIcon } from '../../../packages/shared/src/ui/icons';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(17, 24, 39, 0.5);
`;

export const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 560px;
  background: #fff;
  border-radius: 8px;
`;

/** The first field or button of a dialog's content: where focus goes when it opens. */
export const FIRST_FIELD = 'input, textarea, select, button:not([disabled])';

export function DialogChrome({
  titleId,
  title,
  onClose,
  contentRef,
  children,
  actions,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  contentRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <IconButton aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </IconButton>
      <div ref={contentRef}>
        {children}
        {actions}
      </div>
    </>
  );
}
