import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 6px);
  left: 50%;
  transform: translateX(-50%);
  z-index: 1500;
  padding: 4px 8px;
  border-radius: 4px;
  background: rgba(17, 24, 39, 0.92);
  color: #fff;
  font-size: 0.75rem;
  white-space: nowrap;
  pointer-events: none;
`;

/** Shows `title` while the wrapped element is hovered or focused; the element is described by it. */
export function Tooltip({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Anchor
      aria-describedby={id}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      {children}
      <Bubble role="tooltip" id={id} hidden={!open}>
        {title}
      </Bubble>
    </Anchor>
  );
}
