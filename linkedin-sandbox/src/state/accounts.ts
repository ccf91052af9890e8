import type { ScenarioAccount } from '../scenario/schema';

export interface Account {
  email: string;
  password: string;
  requirePin: boolean;
}

export type SignInResult = { ok: true; account: Account } | { ok: false };

/** Emails whose local part ends in "+verify" are asked for a PIN under the default rule. */
const wantsPin = (email: string) => email.split('@')[0]!.endsWith('+verify');

/**
 * Sandbox accounts. Listed accounts come from the scenario; any other email is created on its
 * first sign-in with the password given then (the default rule), so a new user needs no setup.
 */
export class AccountStore {
  private readonly accounts = new Map<string, Account>();

  constructor(listed: ScenarioAccount[]) {
    for (const a of listed) this.accounts.set(a.email.toLowerCase(), { ...a, email: a.email.toLowerCase() });
  }

  signIn(rawEmail: string, password: string): SignInResult {
    const email = rawEmail.trim().toLowerCase();
    const existing = this.accounts.get(email);
    if (existing) return existing.password === password ? { ok: true, account: existing } : { ok: false };
    const created: Account = { email, password, requirePin: wantsPin(email) };
    this.accounts.set(email, created);
    return { ok: true, account: created };
  }
}
