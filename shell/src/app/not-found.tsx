import { Link } from '@app/shared/router';
import styled from 'styled-components';
import { usePageTitle } from './layout/use-page-title';

const Box = styled.div`
  text-align: center;
  padding: 80px 0;
  h1 {
    font-size: 2rem;
    margin: 0 0 16px;
  }
`;

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <Box>
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </Box>
  );
}
