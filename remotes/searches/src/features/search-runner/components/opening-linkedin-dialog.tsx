import styled from 'styled-components';
import { Dialog, Spinner } from '@app/shared/ui';

export const Waiting = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 0 16px;
  p {
    margin: 0;
  }
`;

/** Between pressing Start and the bot reporting that it is logging in. */
export function OpeningLinkedinDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Dialog open={open} title="Opening LinkedIn" onClose={onClose}>
      <Waiting>
        <Spinner label="Opening LinkedIn" />
        <p>Please wait while the bot opens LinkedIn in its browser…</p>
      </Waiting>
    </Dialog>
  );
}
