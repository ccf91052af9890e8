import { useState } from 'react';
import { deleteResume, readResumeTextAgain, setDefaultResume, uploadResume } from '../api/resume-changes';
import { queryClient, queryKeys, useServerMutation } from '@app/shared/query';

/** The server owns the order and the single default, so every change reads the list again. */
const readListAgain = () => queryClient.invalidateQueries({ queryKey: queryKeys.resumes() });

/**
 * Uploading one resume, with the share of its bytes sent so far (0 to 1) while it goes. The
 * mutation settles once the list has been read back, so the new resume is shown when it ends.
 */
export function useUploadResume() {
  const [progress, setProgress] = useState(0);
  const mutation = useServerMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadResume(file, { onProgress: setProgress });
    },
    onSuccess: readListAgain,
  });
  return { ...mutation, progress };
}

/** Making one resume the default; settles once the list has been read back. */
export function useSetDefaultResume() {
  return useServerMutation({ mutationFn: (resumeId: number) => setDefaultResume(resumeId), onSuccess: readListAgain });
}

/** Deleting one resume (the server makes the newest remaining one the default); settles once the list is read back. */
export function useDeleteResume() {
  return useServerMutation({ mutationFn: (resumeId: number) => deleteResume(resumeId), onSuccess: readListAgain });
}

/** Reading again the text of a resume whose text was not read; settles once the list is read back. */
export function useReadResumeText() {
  return useServerMutation({
    mutationFn: (resumeId: number) => readResumeTextAgain(resumeId),
    onSuccess: readListAgain,
  });
}
