import styled from 'styled-components';

/** A red box for an error the user must read (role alert). */
export const ErrorBanner = styled.div.attrs({ role: 'alert' })`
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  color: ${({ theme }) => theme.colors.danger};
`;
