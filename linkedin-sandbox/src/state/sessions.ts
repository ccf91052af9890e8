import { randomBytes, randomInt } from 'node:crypto';

/** Signed-in browsers: the li_at cookie value → the account's email. */
export class SessionStore {
  private readonly sessions = new Map<string, string>();

  create(email: string): string {
    const token = `AQEDA${randomBytes(24).toString('base64url')}`;
    this.sessions.set(token, email);
    return token;
  }

  emailFor(token: string | undefined): string | undefined {
    return token ? this.sessions.get(token) : undefined;
  }

  end(token: string | undefined): void {
    if (token) this.sessions.delete(token);
  }
}

export interface Challenge {
  email: string;
  pin: string;
  /** Where to go once the PIN is right. */
  redirectTo: string;
}

/** Pending email-PIN verifications, keyed by the token in /checkpoint/challenge/<token>. */
export class ChallengeStore {
  private readonly challenges = new Map<string, Challenge>();

  create(email: string, redirectTo: string): { token: string; challenge: Challenge } {
    const token = randomBytes(18).toString('base64url');
    const challenge = { email, pin: String(randomInt(0, 1_000_000)).padStart(6, '0'), redirectTo };
    this.challenges.set(token, challenge);
    return { token, challenge };
  }

  get(token: string): Challenge | undefined {
    return this.challenges.get(token);
  }

  /** A right PIN uses the challenge up. */
  complete(token: string): void {
    this.challenges.delete(token);
  }
}
