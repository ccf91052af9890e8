import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Spinner, UploadIcon } from '@app/shared/ui';
import { firstFile, RESUME_ACCEPT } from './accept-resume-file';

const Zone = styled.div<{ $active: boolean; $busy: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 28px 16px;
  text-align: center;
  border: 2px dashed ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $active }) => ($active ? '#eff6ff' : 'transparent')};
  color: ${({ theme }) => theme.colors.muted};
  cursor: ${({ $busy }) => ($busy ? 'progress' : 'pointer')};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * Drag-and-drop or click (Enter/Space) to browse. Hands over the first file only; checking its
 * type is the caller's job so dropped and picked files go through one rule.
 */
export function ResumeDropZone({ busy, onFile }: { busy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const browse = () => {
    if (!busy) input.current?.click();
  };
  const take = (files: FileList | null) => {
    const file = firstFile(files);
    if (file && !busy) onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      browse();
    }
  };

  return (
    // Named by its visible text, all of it (WCAG 2.5.3, label in name): no aria-label.
    <Zone
      role="button"
      tabIndex={0}
      aria-busy={busy}
      $active={dragging}
      $busy={busy}
      onClick={browse}
      onKeyDown={onKeyDown}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {busy ? <Spinner label="Uploading resume" /> : <UploadIcon size={32} />}
      <strong>Drag and drop your resume here, or click to browse</strong>
      <span>PDF or DOCX</span>
      <input
        ref={input}
        type="file"
        aria-label="Resume file"
        accept={RESUME_ACCEPT}
        hidden
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          take(event.target.files);
          // The same file may be picked again after a failure.
          event.target.value = '';
        }}
      />
    </Zone>
  );
}
