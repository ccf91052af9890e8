import styled from 'styled-components';
import { CloseIcon } from './icons';

const ChipRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  background: #e0e7ff;
  color: #1e3a8a;
  font-size: 0.8125rem;
  button {
    display: inline-flex;
    border: none;
    background: transparent;
    padding: 0;
    color: inherit;
    cursor: pointer;
  }
`;

export interface ChipProps {
  label: string;
  /** When given, the chip shows a remove button named "Remove {label}". */
  onDelete?: () => void;
  disabled?: boolean;
}

export function Chip({ label, onDelete, disabled }: ChipProps) {
  return (
    <ChipRoot>
      {label}
      {onDelete && (
        <button type="button" aria-label={`Remove ${label}`} onClick={onDelete} disabled={disabled}>
          <CloseIcon size={14} />
        </button>
      )}
    </ChipRoot>
  );
}
