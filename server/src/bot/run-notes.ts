/** The notes a finished run leaves on the search (shown on the card and the search's page). */
const jobs = (n: number) => `${n} job${n === 1 ? '' : 's'}`;

/** What this run recorded besides applications, counted for the note of a run that applied to none. */
export interface AttemptCounts {
  waiting: number;
  failed: number;
  not_relevant: number;
  already_applied: number;
  /** Closed postings, and those applied to on the company's site. */
  skipped: number;
  /** Postings of a company or with a keyword the user excluded (product §4.11). */
  excluded: number;
}

/** "12 waited for your answer, 1 failed", in a fixed order, leaving out what did not happen. */
function attemptReasons(counts: AttemptCounts): string {
  const were = (n: number) => (n === 1 ? 'was' : 'were');
  return [
    counts.waiting > 0 && `${counts.waiting} waited for your answer`,
    counts.failed > 0 && `${counts.failed} failed`,
    counts.not_relevant > 0 && `${counts.not_relevant} ${were(counts.not_relevant)} not relevant`,
    counts.already_applied > 0 && `${counts.already_applied} ${were(counts.already_applied)} already applied to`,
    counts.skipped > 0 && `${counts.skipped} ${were(counts.skipped)} closed or applied to on the company's website`,
    counts.excluded > 0 && `${counts.excluded} ${were(counts.excluded)} excluded by you`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The notes a finished run leaves on the search (product §8.4), in plain words: what went wrong on
 * LinkedIn's side in detail (what was not found, a network code) goes to the log and the snapshot.
 */
export const runNotes = {
  maxJobsReached: (applied: number) => `Completed: applied to ${jobs(applied)}, the number you asked for.`,
  outOfCredits: (applied: number) =>
    `Stopped after applying to ${jobs(applied)}: you are out of credits. Each job applied costs 1 credit.`,
  /** `easyApplyOnly`: the search's company-site option is off, so LinkedIn was asked for Easy Apply jobs alone. */
  noMoreResults: (applied: number, easyApplyOnly: boolean) =>
    `Completed: LinkedIn has no more matching ${easyApplyOnly ? 'Easy Apply ' : ''}jobs; applied to ${jobs(applied)} in all.`,
  noMatches: (applied: number, easyApplyOnly: boolean) =>
    `No matching jobs: LinkedIn found no new ${easyApplyOnly ? 'Easy Apply ' : ''}jobs for this search; applied to ${jobs(applied)} in all.`,
  nothingApplied: (counts: AttemptCounts) =>
    `Finished without applying to any job this time: ${attemptReasons(counts)}.`,
  dailyCap: (applied: number, limit: number) =>
    `Paused after applying to ${jobs(applied)}: the daily limit of ${limit} applications was reached. Continue tomorrow.`,
  linkedinLimit: (applied: number) =>
    `Paused after applying to ${jobs(applied)}: LinkedIn says you’ve reached today's Easy Apply limit. Continue tomorrow.`,
  stopped: (applied: number) => `Stopped by you after applying to ${jobs(applied)}.`,
  pausedByYou: (applied: number) => `Paused by you after applying to ${jobs(applied)}. Resume it to go on.`,
  /** Stop and Pause both end a run between postings; the note says which the user chose. */
  stoppedBy: (flags: { paused: boolean }, applied: number): string =>
    flags.paused ? runNotes.pausedByYou(applied) : runNotes.stopped(applied),
  pageNotRecognised:
    'Stopped: LinkedIn showed a page JobPilot does not recognise yet, so nothing more was applied. Try again later.',
  badCredentials: 'LinkedIn did not accept the saved email and password. Check your LinkedIn credentials.',
  noCode: 'LinkedIn asked for a verification code and none was entered in time.',
  wrongCode: 'LinkedIn did not accept the verification code.',
  codeCancelled:
    'You cancelled the LinkedIn verification, so the search stopped before signing in. Start it again when you are ready.',
  missingSetup: (what: string) => `Could not start: ${what} missing.`,
  unreachable: 'Stopped: LinkedIn could not be reached. Start the search again later.',
  linkedinErrors:
    'Stopped: LinkedIn kept answering with an error (it may be busy), so nothing more was applied. Start the search again later.',
  unexpected: 'Stopped: something unexpected went wrong, so nothing more was applied. Try again later.',
} as const;

/** Why one posting was not applied to, as the user reads it on the application (no page jargon). */
export const postingReasons = {
  closed: 'Skipped: LinkedIn no longer accepts applications for this job. No credit was used.',
  external:
    "Skipped: this job is applied to on the company's own website, not with Easy Apply. Open the job to apply there yourself. No credit was used.",
  companySitesOff:
    "Skipped: this job is applied to on the company's own website, and this search applies with Easy Apply only. Open the job to apply there yourself. No credit was used.",
  notRecognised:
    "LinkedIn showed this job's application in a way JobPilot does not recognise yet, so it was skipped. No credit was used.",
  timedOut:
    'LinkedIn stopped responding while JobPilot was applying to this job, so it was skipped. No credit was used.',
  didNotLoad:
    "LinkedIn kept answering with an error when JobPilot opened this job's page, so it was skipped. No credit was used.",
  unexpected: 'Something unexpected happened while applying to this job, so it was skipped. No credit was used.',
} as const;
