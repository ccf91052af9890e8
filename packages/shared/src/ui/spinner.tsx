import styled from 'styled-components';

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: app-spin 0.8s linear infinite;
`;

/** A spinning ring announced as "Loading" (or the given label). */
export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  return <Ring role="status" aria-label={label} $size={size} />;
}
