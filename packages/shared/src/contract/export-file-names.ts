// No zod here: the browser's api (its downloads) imports these at start-up, and the schemas load on
// demand. With them in exports.ts, /login loaded all of zod (87 KB gzip, `pnpm bench web`).
/** The CSV's file name: `job-applications.csv`, or `job-applications-search-<id>.csv` for one search's. */
export const applicationsCsvFileName = (jobSearchId?: number) =>
  jobSearchId === undefined ? 'job-applications.csv' : `job-applications-search-${jobSearchId}.csv`;

/** The account export's file name. */
export const ACCOUNT_EXPORT_FILE_NAME = 'jobpilot-account-export.json';
