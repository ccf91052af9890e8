import styled from 'styled-components';
import { up } from '@app/shared/ui';

/** The title row of a searches page: heading (and subtitle) on the left, actions on the right. */
export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 16px;
  margin-bottom: 24px;
  h1 {
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Main content and a side panel: stacked on small screens, 2 : 1 from md up. */
export const TwoColumns = styled.div`
  display: grid;
  gap: 24px;
  ${up('md')} {
    grid-template-columns: 2fr 1fr;
    align-items: start;
  }
`;
