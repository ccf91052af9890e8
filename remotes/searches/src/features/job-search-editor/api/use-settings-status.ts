import { useEffect, useState } from 'react';
import { getExtraInformation, listResumes } from '@app/shared/api';
import type { ExtraInformation, Resume } from '@app/shared/contract';

/**
 * Whether the two settings a search needs are there: at least one resume and saved extra
 * information. product §8: a failed resume fetch is only logged; a failed extra-information fetch
 * counts as never saved.
 */
export function useSettingsStatus() {
  const [resumes, setResumes] = useState<Resume[] | null>(null);
  const [extraInformation, setExtraInformation] = useState<ExtraInformation | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    listResumes()
      .then((list) => active && setResumes(list))
      .catch((error: unknown) => {
        console.error('Could not load the resumes', error);
        if (active) setResumes([]);
      });
    getExtraInformation()
      .then((info) => active && setExtraInformation(info))
      .catch((error: unknown) => {
        console.error('Could not load the extra information', error);
        if (active) setExtraInformation(null);
      });
    return () => {
      active = false;
    };
  }, []);

  const loaded = resumes !== null && extraInformation !== undefined;
  return {
    loaded,
    hasResume: (resumes?.length ?? 0) > 0,
    // product §3: an empty created_at means the record was never saved.
    hasExtraInformation: Boolean(extraInformation?.created_at),
    setResumes,
    setExtraInformation,
  };
}
