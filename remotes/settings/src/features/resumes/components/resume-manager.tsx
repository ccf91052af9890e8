import { useEffect, useRef, useState } from 'react';
import type { Resume } from '@app/shared/contract';
import { queries, useServerQuery } from '@app/shared/query';
import { ErrorBanner, Spinner } from '@app/shared/ui';
import { LoadFailed } from '@/components/load-failed';
import { resumeFileRefusal } from './accept-resume-file';
import { ResumeDropZone } from './resume-drop-zone';
import { ResumeList } from './resume-list';
import { UploadProgress } from './upload-progress';
import { uploadFailureMessage } from './upload-failure-message';
import { useDeleteResume, useReadResumeText, useSetDefaultResume, useUploadResume } from './use-resume-changes';

const RESUMES_LOAD_FAILED = 'Could not load your resumes.';
const SET_DEFAULT_FAILED = 'Could not make that resume the default. Please try again.';
const DELETE_FAILED = 'Could not delete that resume. Please try again.';
const READ_TEXT_FAILED = 'Could not read that resume. Please try again.';

export interface ResumeManagerProps {
  /** The list after every change (upload, new default), and after each load. */
  onChange?(resumes: Resume[]): void;
}

/**
 * product §2.5 "Upload Resume": drop or browse one PDF/DOCX, the list newest first with sizes, the
 * default marked and "Set Default" on the others. Nothing fails silently (product §8.2): a refused
 * file, a failed upload or set-default says why, and a failed list read offers Retry. Shown in the
 * "Upload Resume" dialog and on the My data page.
 */
export function ResumeManager({ onChange }: ResumeManagerProps) {
  const list = useServerQuery({
    ...queries.resumes(),
    meta: { onLoadFailed: (error: unknown) => console.error('Could not load resumes', error) },
  });
  const upload = useUploadResume();
  const setDefault = useSetDefaultResume();
  const remove = useDeleteResume();
  const readText = useReadResumeText();
  const [problem, setProblem] = useState<string | null>(null);
  // The resume just made default gets the focus its Set Default button had (the button goes away).
  const [focusResumeId, setFocusResumeId] = useState<number | null>(null);
  const busy = upload.isPending || setDefault.isPending || remove.isPending || readText.isPending;

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    if (list.data) onChangeRef.current?.(list.data);
  }, [list.data]);

  const take = (file: File) => {
    const refusal = resumeFileRefusal(file);
    setProblem(refusal ?? null);
    if (refusal) return;
    upload.mutate(file, {
      onError: (error) => {
        console.error('Could not upload the resume', error);
        setProblem(uploadFailureMessage(error));
      },
    });
  };

  const makeDefault = (resume: Resume) => {
    setProblem(null);
    setDefault.mutate(resume.id, {
      onSuccess: () => setFocusResumeId(resume.id),
      onError: (error) => {
        console.error('Could not set the default resume', error);
        setProblem(SET_DEFAULT_FAILED);
      },
    });
  };

  const deleteOne = (resume: Resume) => {
    setProblem(null);
    remove.mutate(resume.id, {
      onError: (error) => {
        console.error('Could not delete the resume', error);
        setProblem(DELETE_FAILED);
      },
    });
  };

  const readTextAgain = (resume: Resume) => {
    setProblem(null);
    readText.mutate(resume.id, {
      onError: (error) => {
        console.error('Could not read the resume again', error);
        // The server's reason (still unreadable, or readers busy), else the generic one.
        setProblem(uploadFailureMessage(error) || READ_TEXT_FAILED);
      },
    });
  };

  return (
    <>
      <ResumeDropZone busy={upload.isPending} onFile={take} />
      {upload.isPending && upload.variables && (
        <UploadProgress fileName={upload.variables.name} fraction={upload.progress} />
      )}
      {problem && <ErrorBanner style={{ marginTop: 16 }}>{problem}</ErrorBanner>}
      {list.data ? (
        <ResumeList
          resumes={list.data}
          busy={busy}
          focusResumeId={focusResumeId}
          onSetDefault={makeDefault}
          onDelete={deleteOne}
          onReadText={readTextAgain}
        />
      ) : list.isError && !list.isFetching ? (
        <LoadFailed message={RESUMES_LOAD_FAILED} onRetry={() => void list.refetch()} />
      ) : (
        <div style={{ marginTop: 16 }}>
          <Spinner label="Loading resumes" />
        </div>
      )}
    </>
  );
}
