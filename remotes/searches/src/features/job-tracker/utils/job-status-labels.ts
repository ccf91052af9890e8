import { JOB_STATUSES, type JobStatus } from '@app/shared/contract';

/** product §2.13: how the tracker names each status of a tracked job, in the contract's order. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offered: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

export const JOB_STATUS_OPTIONS = JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] }));
