import { Link } from '@app/shared/router';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: 80px 0;
  h1 {
    font-size: 2rem;
    margin: 0 0 16px;
  }
`;

export function NotFound() {
  return (
    <Box>
      <h1>Oops! Page not found</h1>
      <Link to="/">Return to Home</Link>
    </Box>
  );
}
