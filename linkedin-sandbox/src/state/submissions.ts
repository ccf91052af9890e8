export interface SubmittedAnswer {
  questionId: string;
  label: string;
  value: string;
}

export interface Submission {
  id: number;
  jobId: string;
  account: string;
  submittedAt: string;
  answers: SubmittedAnswer[];
  contact: { email: string; phoneCountry: string; phone: string };
  resume: { fileName: string; sha256: string; size: number } | null;
  /** "upload": a file sent with the application (the account keeps a copy); "saved": a resume card chosen. */
  resumeSource: 'upload' | 'saved' | null;
  followCompany: boolean;
  /** Whether "Mark this job as a top choice" was ticked; null when the account has no such step. */
  topChoice: boolean | null;
}

const startOfUtcDay = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

/** Every Easy Apply submission the sandbox accepted, for tests to assert on. */
export class SubmissionStore {
  private readonly submissions: Submission[] = [];

  add(entry: Omit<Submission, 'id' | 'submittedAt'>, now = new Date()): Submission {
    const submission = { id: this.submissions.length + 1, submittedAt: now.toISOString(), ...entry };
    this.submissions.push(submission);
    return submission;
  }

  list(): Submission[] {
    return [...this.submissions];
  }

  find(account: string, jobId: string): Submission | undefined {
    return this.submissions.find((s) => s.account === account && s.jobId === jobId);
  }

  /** Submissions by this account since midnight UTC, what LinkedIn's daily cap counts. */
  countToday(account: string, now = new Date()): number {
    const since = startOfUtcDay(now);
    return this.submissions.filter((s) => s.account === account && Date.parse(s.submittedAt) >= since).length;
  }
}
