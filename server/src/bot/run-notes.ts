/** The notes a finished run leaves on the search (product §4 shows them on the dashboard card). */
const jobs = (n: number) => `${n} job${n === 1 ? '' : 's'}`;

export const runNotes = {
  maxJobsReached: (applied: number) => `Completed: applied to ${jobs(applied)}, the number you asked for.`,
  outOfCredits: (applied: number) =>
    `Stopped after applying to ${jobs(applied)}: you are out of credits. Each job applied costs 1 credit.`,
  noMoreResults: (applied: number) =>
    `Completed: LinkedIn has no more matching Easy Apply jobs; applied to ${jobs(applied)} in all.`,
  dailyCap: (applied: number, limit: number) =>
    `Paused after applying to ${jobs(applied)}: the daily limit of ${limit} applications was reached. Continue tomorrow.`,
  linkedinLimit: (applied: number) =>
    `Paused after applying to ${jobs(applied)}: LinkedIn says you’ve reached today's Easy Apply limit. Continue tomorrow.`,
  stopped: (applied: number) => `Stopped by you after applying to ${jobs(applied)}.`,
  pageNotRecognised: (what: string) =>
    `Stopped: a LinkedIn page was not recognised (${what} was not found). Nothing more was applied; the operator has a copy of the page.`,
  badCredentials: 'LinkedIn did not accept the saved email and password. Check your LinkedIn credentials.',
  noCode: 'LinkedIn asked for a verification code and none was entered in time.',
  wrongCode: 'LinkedIn did not accept the verification code.',
  codeCancelled: 'You cancelled the LinkedIn verification, so the login was stopped.',
  missingSetup: (what: string) => `Could not start: ${what} missing.`,
  unreachable: (code: string) => `Stopped: LinkedIn could not be reached (${code}). Start the search again later.`,
  unexpected: 'Stopped on an unexpected error; the operator has the details in the log.',
} as const;

/** Why one posting was not applied to, as the user reads it on the application (no page jargon). */
export const postingReasons = {
  closed: 'LinkedIn no longer accepts applications for this job.',
  external:
    "This job is applied to on the company's own website, not with Easy Apply, so it was skipped. No credit was used.",
  notRecognised:
    "LinkedIn showed this job's application in a way JobPilot does not recognise yet, so it was skipped. No credit was used.",
  timedOut:
    'LinkedIn stopped responding while JobPilot was applying to this job, so it was skipped. No credit was used.',
  unexpected: 'Something unexpected happened while applying to this job, so it was skipped. No credit was used.',
} as const;
