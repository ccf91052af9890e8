import type { CompanySystem } from './schema';

/** A file the replica received, kept whole so a test can compare the bytes. */
export interface ReceivedFile {
  /** The form field it came in (Greenhouse "resume", Lever "resume", Ashby "_systemfield_resume", a question's). */
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

/** One of the employer's questions as the applicant answered it. */
export interface CompanyAnswer {
  /** The scenario's question id. */
  questionId: string;
  label: string;
  /** Text, the chosen option, "Yes"/"No", the ticked options (multi-select), or the file's name. */
  value: string | string[];
}

export interface CompanySubmission {
  id: number;
  submittedAt: string;
  system: CompanySystem;
  /** Greenhouse's layout ("classic", "job-boards", "embed"); null on Lever and Ashby. */
  layout: string | null;
  /** The LinkedIn posting that led here. */
  jobId: string;
  company: string;
  board: string;
  postingId: string;
  /** The applicant as the form's own fields named them. */
  applicant: {
    name: string;
    email: string;
    phone: string;
    location: string;
  };
  /** Links the form asked for (LinkedIn, GitHub, Portfolio, …), by the form's label. */
  urls: Record<string, string>;
  /** Lever's current company ("org"); empty elsewhere. */
  currentCompany: string;
  /** The resume file, or null when the applicant pasted it (resumeText) or sent none. */
  resume: Omit<ReceivedFile, 'bytes'> | null;
  resumeText: string;
  coverLetter: string;
  answers: CompanyAnswer[];
  /** The voluntary self-identification answers, by the form's label; empty when not asked or left blank. */
  eeo: Record<string, string>;
  /** Every field exactly as posted (names the system uses), for anything the summary leaves out. */
  fields: Record<string, string | string[]>;
  files: Omit<ReceivedFile, 'bytes'>[];
}

/** Every application a company-site replica accepted, for tests to check. */
export class CompanySubmissionStore {
  private readonly submissions: (CompanySubmission & { fileBytes: Map<string, Buffer> })[] = [];

  add(entry: Omit<CompanySubmission, 'id' | 'submittedAt' | 'files'>, files: ReceivedFile[], now = new Date()) {
    const submission = {
      id: this.submissions.length + 1,
      submittedAt: now.toISOString(),
      ...entry,
      files: files.map(({ bytes: _bytes, ...meta }) => meta),
      fileBytes: new Map(files.map((f) => [f.field, f.bytes])),
    };
    this.submissions.push(submission);
    return submission;
  }

  list(): CompanySubmission[] {
    return this.submissions.map(({ fileBytes: _bytes, ...rest }) => rest);
  }

  /** The bytes of a received file: the submission's id and the field it came in. */
  file(id: number, field: string): { meta: Omit<ReceivedFile, 'bytes'>; bytes: Buffer } | undefined {
    const submission = this.submissions.find((s) => s.id === id);
    const bytes = submission?.fileBytes.get(field);
    const meta = submission?.files.find((f) => f.field === field);
    return bytes && meta ? { meta, bytes } : undefined;
  }
}
