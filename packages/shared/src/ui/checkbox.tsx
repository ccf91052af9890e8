import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
}

export function Checkbox({ label, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <Row>
      <input type="checkbox" id={inputId} {...props} />
      <label htmlFor={inputId}>{label}</label>
    </Row>
  );
}
