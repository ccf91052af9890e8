import styled, { css } from 'styled-components';

/** The pieces every labelled input is made of. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  width: 100%;
`;

export const FieldLabel = styled.label`
  font-size: 0.875rem;
  font-weight: 600;
`;

export const inputStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: inherit;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
  &:read-only,
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
`;

export const HelperText = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
`;
