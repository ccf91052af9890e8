import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';

/** What a download answers: the file's name, its text and its media type. */
export interface FileToSave {
  fileName: string;
  text: string;
  type: string;
}

/** Hands the text to the browser as a file download (an object URL on a temporary link). */
function saveFile({ fileName, text, type }: FileToSave): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has handed the file over by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

interface DownloadButtonProps {
  /** Fetches the file (through the API client, with the user's token). */
  fetchFile(): Promise<FileToSave>;
  onError(error: unknown): void;
  children: ReactNode;
  /** Said while the file is fetched. */
  busyLabel: string;
  $variant?: ButtonVariant;
  'aria-label'?: string;
}

/** A button that fetches a file and saves it, busy meanwhile. */
export function DownloadButton({ fetchFile, onError, children, busyLabel, ...rest }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile());
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button $variant="secondary" {...rest} disabled={busy} onClick={() => void download()}>
      {busy ? busyLabel : children}
    </Button>
  );
}
