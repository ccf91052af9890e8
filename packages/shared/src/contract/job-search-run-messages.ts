// Plain values, no zod: pages import this for their first render, which must not wait for zod
// (the schemas come after the first paint).

/** Why a start, stop or code was refused (400 `{"detail": …}`), and the code's acknowledgement. */
export const jobSearchRunMessages = {
  noCredentials: 'Save your LinkedIn credentials before starting a job search.',
  noResume: 'Upload a resume before starting a job search.',
  noExtraInformation: 'Save your Additional Information before starting a job search.',
  noCredits: 'You have no credits left. Each job applied costs 1 credit.',
  alreadyRunning: 'This job search is already running.',
  maxJobsReached:
    'This job search has already applied to its maximum number of jobs. Raise the number of jobs to apply more.',
  notRunning: 'This job search is not running.',
  queueUnavailable: 'The job search could not be queued; please try again in a moment.',
  noVerificationWaiting: 'No LinkedIn login is waiting for a verification code.',
  verificationReceived: 'Verification code received.',
  verificationCancelled: 'Verification cancelled.',
} as const;
