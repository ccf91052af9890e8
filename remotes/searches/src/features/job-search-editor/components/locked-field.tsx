import type { ReactNode } from 'react';
import { Tooltip } from '@app/shared/ui';

const LOCKED_TOOLTIP = 'This field cannot be modified after jobs have been applied';

/** product §4 edit lock: a disabled field explains itself on hover or focus. */
export function LockedField({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <Tooltip title={LOCKED_TOOLTIP}>
      <div style={{ width: '100%' }}>{children}</div>
    </Tooltip>
  );
}
