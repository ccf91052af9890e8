import { useCallback, useEffect, useRef, useState } from 'react';
import { listResumes, setDefaultResume, uploadResume } from '@app/shared/api';
import type { Resume } from '@app/shared/contract';
import { Button, Dialog, Spinner, toast } from '@app/shared/ui';
import { isAcceptedResume, RESUME_WRONG_TYPE } from './accept-resume-file';
import { ResumeDropZone } from './resume-drop-zone';
import { ResumeList } from './resume-list';

export interface ResumePanelProps {
  open: boolean;
  onClose(): void;
  /** The list after every change the panel makes (upload, new default), and after each load. */
  onChange?(resumes: Resume[]): void;
}

/**
 * product §2 "Upload Resume": drop or browse one PDF/DOCX, the list newest first with sizes, the
 * default marked and "Set Default" on the others. Fetch, upload and set-default failures are only
 * logged (product §8); the list is re-read from the server after each change, which owns the order
 * and the single default.
 */
export function ResumePanel({ open, onClose, onChange }: ResumePanelProps) {
  const [resumes, setResumes] = useState<Resume[]>([]);
  const [loading, setLoading] = useState(false);
  const [busy, setBusy] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const reload = useCallback(async () => {
    try {
      const list = await listResumes();
      setResumes(list);
      onChangeRef.current?.(list);
    } catch (error) {
      console.error('Could not load resumes', error);
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    void reload().finally(() => setLoading(false));
  }, [open, reload]);

  const upload = async (file: File) => {
    if (!isAcceptedResume(file)) {
      toast.error(RESUME_WRONG_TYPE);
      return;
    }
    setBusy(true);
    try {
      await uploadResume(file);
      await reload();
    } catch (error) {
      console.error('Could not upload the resume', error);
    } finally {
      setBusy(false);
    }
  };

  const makeDefault = async (resume: Resume) => {
    setBusy(true);
    try {
      await setDefaultResume(resume.id);
      await reload();
    } catch (error) {
      console.error('Could not set the default resume', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Upload Resume"
      fullScreenOnMobile
      actions={<Button onClick={onClose}>Done</Button>}
    >
      <ResumeDropZone busy={busy} onFile={(file) => void upload(file)} />
      {loading ? (
        <div style={{ marginTop: 16 }}>
          <Spinner label="Loading resumes" />
        </div>
      ) : (
        <ResumeList resumes={resumes} busy={busy} onSetDefault={(resume) => void makeDefault(resume)} />
      )}
    </Dialog>
  );
}
