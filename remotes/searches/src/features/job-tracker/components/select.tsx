import styled from 'styled-components';

/** The tracker's native select, in the look of the kit's inputs. */
export const Select = styled.select`
  font: inherit;
  padding: 4px 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
`;
