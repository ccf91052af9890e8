import styled from 'styled-components';

/** A grey placeholder block shown while content loads; hidden from assistive technology. */
export const Skeleton = styled.div.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: 4px;
  background: #e5e7eb;
  animation: app-shimmer 1.5s ease-in-out infinite;
`;
