/**
 * The cache key of every server resource the browser reads. Keys are arrays so that a prefix
 * names a family: `['job-searches']` covers the list and each search.
 */
export const queryKeys = {
  me: () => ['me'] as const,
  jobSearches: () => ['job-searches'] as const,
  jobSearch: (id: number) => ['job-searches', id] as const,
  /** All the user's applications (`'all'`) or one search's. */
  jobApplications: (jobSearchId?: number) => ['job-applications', jobSearchId ?? 'all'] as const,
  /** What the bot is doing now on a search: held from live events only, never fetched. */
  jobSearchActivity: (id: number) => ['job-search-activity', id] as const,
  answersNeeded: () => ['answers-needed'] as const,
  resumes: () => ['resumes'] as const,
  extraInformation: () => ['extra-information'] as const,
  extraInformationOffers: () => ['extra-information-offers'] as const,
  linkedinCredentials: () => ['linkedin-credentials'] as const,
  credits: () => ['credits'] as const,
  notificationSettings: () => ['notification-settings'] as const,
};
