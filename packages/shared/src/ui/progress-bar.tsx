import styled from 'styled-components';

const Track = styled.div`
  height: 8px;
  border-radius: 4px;
  background: #e5e7eb;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.3s ease;
`;

/** A determinate bar; values above 100 % (more applied than planned) are shown full. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <Fill style={{ width: `${percent}%` }} />
    </Track>
  );
}
