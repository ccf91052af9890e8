import styled from 'styled-components';
import { up } from './theme';

/** The page column: centred, at most 1200 px wide, padding growing with the screen. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.maxContentWidth}px;
  margin: 0 auto;
  padding-left: 16px;
  padding-right: 16px;
  ${up('sm')} {
    padding-left: 24px;
    padding-right: 24px;
  }
  ${up('lg')} {
    padding-left: 32px;
    padding-right: 32px;
  }
`;
