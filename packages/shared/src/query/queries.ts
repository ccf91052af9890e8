import { queryOptions } from '@tanstack/react-query';
import {
  fetchLinkedinCredentials,
  getCredits,
  getExtraInformation,
  getExtraInformationOffers,
  getMe,
  getJobSearch,
  getLinkedinCredentials,
  getNotificationSettings,
  listAnswersNeeded,
  listJobApplications,
  listJobSearches,
  listResumes,
} from '@app/shared/api';
import type { JobSearchActivity } from '@app/shared/contract';
import { queryKeys } from './query-keys';

// The api is imported by its package name, not `../api`: in the browser this module is a
// federation singleton served by a remote, and must use the shell's one api (tokens, refresh).

/** One query per server resource: its key and how it is fetched. */
export const queries = {
  me: () => queryOptions({ queryKey: queryKeys.me(), queryFn: getMe }),
  jobSearches: () => queryOptions({ queryKey: queryKeys.jobSearches(), queryFn: listJobSearches }),
  jobSearch: (id: number) => queryOptions({ queryKey: queryKeys.jobSearch(id), queryFn: () => getJobSearch(id) }),
  jobApplications: (jobSearchId?: number) =>
    queryOptions({
      queryKey: queryKeys.jobApplications(jobSearchId),
      queryFn: () => listJobApplications(jobSearchId),
    }),
  /**
   * product §2.7: what the bot is doing now. Only live events write it (live-cache-updates), so
   * it starts as nothing and is never fetched or considered stale.
   */
  jobSearchActivity: (id: number) =>
    queryOptions<JobSearchActivity | null>({
      queryKey: queryKeys.jobSearchActivity(id),
      queryFn: () => null,
      initialData: null,
      staleTime: Infinity,
    }),
  answersNeeded: () => queryOptions({ queryKey: queryKeys.answersNeeded(), queryFn: listAnswersNeeded }),
  resumes: () => queryOptions({ queryKey: queryKeys.resumes(), queryFn: listResumes }),
  extraInformation: () => queryOptions({ queryKey: queryKeys.extraInformation(), queryFn: getExtraInformation }),
  /** What the server offers (its model, …): fixed while it runs, so read once per page load. */
  extraInformationOffers: () =>
    queryOptions({
      queryKey: queryKeys.extraInformationOffers(),
      queryFn: getExtraInformationOffers,
      staleTime: Infinity,
    }),
  linkedinCredentials: () =>
    queryOptions({ queryKey: queryKeys.linkedinCredentials(), queryFn: getLinkedinCredentials }),
  /**
   * The same record for the dialog that edits it: here a failed fetch is an error, not "none saved",
   * so an empty form is never offered as if nothing were saved (product §8.2).
   */
  linkedinCredentialsToEdit: () =>
    queryOptions({ queryKey: queryKeys.linkedinCredentials(), queryFn: fetchLinkedinCredentials }),
  /**
   * product §2.10: the balance and its ledger. Live events refresh it; so does coming back to the
   * tab, since an operator's grant from the command line may not reach the browser live.
   */
  credits: () => queryOptions({ queryKey: queryKeys.credits(), queryFn: getCredits, refetchOnWindowFocus: true }),
  notificationSettings: () =>
    queryOptions({ queryKey: queryKeys.notificationSettings(), queryFn: getNotificationSettings }),
};
