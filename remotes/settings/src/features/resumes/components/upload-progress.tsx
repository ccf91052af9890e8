import styled from 'styled-components';
import { ProgressBar } from '@app/shared/ui';

const Box = styled.div`
  margin-top: 16px;
  display: grid;
  gap: 6px;
  font-size: 0.875rem;
`;

/** How much of the file has gone out, as a bar and in words (the bar alone says nothing to some). */
export function UploadProgress({ fileName, fraction }: { fileName: string; fraction: number }) {
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <Box>
      <span aria-live="polite">
        Uploading {fileName}: {percent}%
      </span>
      <ProgressBar value={percent} label={`Uploading ${fileName}`} />
    </Box>
  );
}
