import styled from 'styled-components';
import { Card } from '@app/shared/ui';

/** The centred card both sign-in screens use. */
export const AuthCard = styled(Card)`
  max-width: 440px;
  margin: 32px auto;
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  .subtitle {
    margin: 4px 0 24px;
    color: ${({ theme }) => theme.colors.muted};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  .switch {
    margin: 16px 0 0;
    text-align: center;
  }
`;
