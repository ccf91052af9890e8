// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

import type { JobSearchActivity } from './job-search-activity';

/** The words the page shows for an activity (product §2.7). */
export function describeActivity(activity: JobSearchActivity): string {
  switch (activity.step) {
    case 'signing_in':
      return 'Signing in to LinkedIn';
    case 'reading_results':
      return `Page ${activity.page} of results for "${activity.search_term}"`;
    case 'applying':
      return `Applying to ${activity.job_title} at ${activity.company_name}`;
  }
}
