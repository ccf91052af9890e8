import type { NewAccountSettings, ScenarioAccount } from '../scenario/schema';

/** A resume the account holds: LinkedIn keeps every uploaded file and offers it again as a card. */
export interface SavedResume {
  id: number;
  fileName: string;
  sha256: string;
  size: number;
  uploadedAt: string;
  lastUsedAt: string;
}

export interface Account {
  email: string;
  password: string;
  requirePin: boolean;
  /** The member's country: pre-selected as the phone country code. */
  country: string | null;
  /** Whether the dialog has the "Mark this job as a top choice" step for this account. */
  topChoiceStep: boolean;
  /** What the account's Easy Apply buttons read ("Easy Apply", or just "Apply"). */
  applyButtonText: 'Easy Apply' | 'Apply';
  /** The member's saved mobile number, filled in on the contact step. */
  phone: string | null;
  /** Oldest first; an upload always adds one, even of a file the account already holds. */
  resumes: SavedResume[];
}

export type SignInResult = { ok: true; account: Account } | { ok: false };

/** Emails whose local part ends in "+verify" are asked for a PIN under the default rule. */
const wantsPin = (email: string) => email.split('@')[0]!.endsWith('+verify');

/**
 * Sandbox accounts. Listed accounts come from the scenario; any other email is created on its
 * first sign-in with the password given then (the default rule) and the scenario's `newAccounts`
 * settings, so a new user needs no setup.
 */
export class AccountStore {
  private readonly accounts = new Map<string, Account>();
  private nextResumeId = 1;

  constructor(
    listed: ScenarioAccount[],
    private readonly newAccounts: NewAccountSettings,
  ) {
    for (const a of listed)
      this.accounts.set(a.email.toLowerCase(), { ...a, email: a.email.toLowerCase(), resumes: [] });
  }

  signIn(rawEmail: string, password: string): SignInResult {
    const email = rawEmail.trim().toLowerCase();
    const existing = this.accounts.get(email);
    if (existing) return existing.password === password ? { ok: true, account: existing } : { ok: false };
    const created: Account = { email, password, requirePin: wantsPin(email), ...this.newAccounts, resumes: [] };
    this.accounts.set(email, created);
    return { ok: true, account: created };
  }

  get(email: string): Account | undefined {
    return this.accounts.get(email.toLowerCase());
  }

  list(): Account[] {
    return [...this.accounts.values()];
  }

  /** Keeps an uploaded file in the account, as LinkedIn does with every resume sent. */
  addResume(email: string, file: { fileName: string; sha256: string; size: number }, now = new Date()): SavedResume {
    const account = this.accounts.get(email)!;
    const saved = { id: this.nextResumeId++, ...file, uploadedAt: now.toISOString(), lastUsedAt: now.toISOString() };
    account.resumes.push(saved);
    return saved;
  }

  /** Marks a saved resume as used now; undefined when the account has no resume with this id. */
  useResume(email: string, id: number, now = new Date()): SavedResume | undefined {
    const saved = this.accounts.get(email)?.resumes.find((r) => r.id === id);
    if (saved) saved.lastUsedAt = now.toISOString();
    return saved;
  }
}
