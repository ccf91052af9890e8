import type { JobSearchStatus } from '@app/shared/contract';

/** How a run ended, with the note the user reads on the search. */
export interface RunEnd {
  status: JobSearchStatus;
  notes: string;
}

/** A reason to end the run found between two applications (or before a submission's click). */
export class EndRun extends Error {
  constructor(readonly end: RunEnd) {
    super(end.notes);
  }
}
