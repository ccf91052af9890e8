import type { UseQueryResult } from '@tanstack/react-query';
import type { ExtraInformation, Resume } from '@app/shared/contract';
import { queries } from '@app/shared/query';

/** product §8: a failed resume or extra-information fetch is only logged; the setting shows as missing. */
export const resumesQuery = {
  ...queries.resumes(),
  meta: { onLoadFailed: (error: unknown) => console.error('Could not load the resumes', error) },
};
export const extraInformationQuery = {
  ...queries.extraInformation(),
  meta: { onLoadFailed: (error: unknown) => console.error('Could not load the extra information', error) },
};

export interface RequiredSettings {
  loaded: boolean;
  hasResume: boolean;
  hasExtraInformation: boolean;
  /** The title of the resume the bot applies with (product §3: the default one), when there is one. */
  resumeName: string | undefined;
}

/** Whether the two settings a search needs are there: at least one resume and saved extra information. */
export function requiredSettings(
  resumes: UseQueryResult<Resume[]>,
  extraInformation: UseQueryResult<ExtraInformation | null>,
): RequiredSettings {
  return {
    loaded: !resumes.isPending && !extraInformation.isPending,
    hasResume: (resumes.data?.length ?? 0) > 0,
    resumeName: (resumes.data?.find((resume) => resume.is_default) ?? resumes.data?.[0])?.title,
    // product §3: an empty created_at means the record was never saved.
    hasExtraInformation: Boolean(extraInformation.data?.created_at),
  };
}
