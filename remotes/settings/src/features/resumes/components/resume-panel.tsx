import type { Resume } from '@app/shared/contract';
import { Button, Dialog } from '@app/shared/ui';
import { ResumeManager } from './resume-manager';

export interface ResumePanelProps {
  open: boolean;
  onClose(): void;
  /** The list after every change the panel makes (upload, new default), and after each load. */
  onChange?(resumes: Resume[]): void;
}

/** product §2.5 "Upload Resume": the resumes (ResumeManager) in a dialog. */
export function ResumePanel({ open, onClose, onChange }: ResumePanelProps) {
  // Mounted only while open: each opening reads the list again.
  return open ? (
    <Dialog
      open
      onClose={onClose}
      title="Upload Resume"
      fullScreenOnMobile
      actions={<Button onClick={onClose}>Done</Button>}
    >
      <ResumeManager onChange={onChange} />
    </Dialog>
  ) : null;
}
