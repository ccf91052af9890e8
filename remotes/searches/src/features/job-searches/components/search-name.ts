import { splitSearchTerms, type JobSearch } from '@app/shared/contract';

/** How a search is named to the user: its terms and where, e.g. "Engineer, Developer in Berlin". */
export const searchName = ({ job_preference: preference }: Pick<JobSearch, 'job_preference'>) =>
  `${splitSearchTerms(preference.search_term).join(', ')} in ${preference.location}`;
