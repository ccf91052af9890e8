import type { ExtraInformation, JobSearch, LinkedinCredentials, Resume } from '@app/shared/contract';

export interface FirstRunStep {
  label: string;
  done: boolean;
  /** Where the step is done: a page, or the LinkedIn credentials dialog opened in place. */
  action: { kind: 'link'; to: string } | { kind: 'linkedin-dialog' };
}

interface SetUp {
  resumes: Resume[];
  extraInformation: ExtraInformation | null;
  credentials: LinkedinCredentials | null;
  searches: JobSearch[];
}

/**
 * product §2.3 "Getting started": the four things a new user does before the bot can apply, in
 * order, each read from what the server holds. Resumes and Additional Information are set up on
 * the Create Job Search page; LinkedIn credentials have no page of their own, so their dialog opens.
 */
export function firstRunSteps({ resumes, extraInformation, credentials, searches }: SetUp): FirstRunStep[] {
  return [
    { label: 'Upload a resume', done: resumes.length > 0, action: { kind: 'link', to: '/job-search' } },
    {
      label: 'Fill in your Additional Information',
      // product §3: a record without created_at was never saved.
      done: Boolean(extraInformation?.created_at),
      action: { kind: 'link', to: '/job-search' },
    },
    {
      label: 'Connect your LinkedIn account',
      done: Boolean(credentials?.username),
      action: { kind: 'linkedin-dialog' },
    },
    { label: 'Create your first job search', done: searches.length > 0, action: { kind: 'link', to: '/job-search' } },
  ];
}
