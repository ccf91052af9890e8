import type { FastifyInstance } from 'fastify';
import {
  CURRENT_PASSWORD_INCORRECT,
  errorMessages,
  type LoginRequest,
  type RegisterRequest,
  type RefreshResponse,
  type TokenPair,
} from '@app/shared/contract';
import { ApiError, refreshTokenNotValid, throttled, validationFailed } from '../errors/api-error';
import { blacklistToken } from '../db/repositories/blacklisted-tokens';
import { endSession, isSessionEnded } from '../db/repositories/ended-sessions';
import { useAllResetTokensOf } from '../db/repositories/password-reset-tokens';
import {
  changePassword as storeNewPassword,
  createUser,
  findUserByEmail,
  findUserById,
  type UserRow,
} from '../db/repositories/users';
import { claimSignupCredits, grantSignupCredits } from '../db/repositories/signup-credits';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import type { ThrottleRule, ThrottleTicket } from './throttle';
import { newSessionId, TokenRejected, type TokenClaims } from './tokens';

/** A run of typos this long, from one address, is forgotten an hour after its last failure. */
const PAIR_FORGET_SECONDS = 3600;
/** The longest an (email, address) pair is held between two tries. */
const PAIR_MAX_HOLD_SECONDS = 900;
/** The window of the per-account ceiling. */
const ACCOUNT_WINDOW_SECONDS = 3600;

/**
 * Throttling that stops guessing without locking owners out: failures are counted per (email,
 * client address) pair with growing holds, plus a cap per address. A victim's email hammered from
 * one address still signs in from another, and from an address that has not been failing. Across
 * addresses, an account past its ceiling of failures an hour gives each address one free failure
 * instead of `perEmail`: guessing from many addresses slows to one try per address and hold,
 * while the owner, whose address has not been failing, still signs in at the first try.
 */
function loginRules(app: FastifyInstance) {
  const { perIp, perEmail, windowSeconds } = app.config.loginThrottle;
  return {
    pair: { kind: 'backoff', free: perEmail, maxSeconds: PAIR_MAX_HOLD_SECONDS, forgetSeconds: PAIR_FORGET_SECONDS },
    address: { kind: 'window', limit: perIp, windowSeconds },
    account: { kind: 'window', limit: app.config.loginAccountCeiling, windowSeconds: ACCOUNT_WINDOW_SECONDS },
  } as const satisfies Record<string, ThrottleRule>;
}

/**
 * Counts one try against every key (each checked and counted in one atomic step, before the work
 * is done, so parallel tries cannot slip past); 429 when any refuses, with the others given back.
 */
export async function takeTries(app: FastifyInstance, tries: Array<[string, ThrottleRule]>): Promise<ThrottleTicket[]> {
  const taken = await Promise.all(tries.map(([key, rule]) => app.throttle.take(key, rule)));
  const wait = Math.max(...taken.map((take) => take.wait));
  if (wait > 0) {
    await Promise.all(taken.map((take) => take.ticket?.withdraw()));
    throw throttled(wait);
  }
  return taken.map((take) => take.ticket!);
}

export async function register(app: FastifyInstance, input: RegisterRequest, ip: string): Promise<UserRow> {
  // Every register attempt counts against its address: each one creates an account or probes one.
  await takeTries(app, [[`register:address:${ip}`, loginRules(app).address]]);
  const passwordHash = await hashPassword(input.password);
  const credits = app.config.signupCredits;
  const user = await app.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      credits: 0,
    });
    // The sign-up credits go once per email, ever: re-registering after a deletion gets none.
    if (created && credits > 0 && (await claimSignupCredits(tx, input.email))) {
      await grantSignupCredits(tx, created.id, credits);
      return { ...created, credits };
    }
    return created;
  });
  if (!user) throw validationFailed({ email: 'user with this email already exists.' });
  return user;
}

export async function login(app: FastifyInstance, input: LoginRequest, ip: string): Promise<UserRow> {
  const rules = loginRules(app);
  const account = `login:account:${input.email}`;
  const crowded = (await app.throttle.waitFor(account, rules.account)) > 0;
  const [address, pair] = await takeTries(app, [
    [`login:address:${ip}`, rules.address],
    [`login:pair:${ip}:${input.email}`, crowded ? { ...rules.pair, free: 1 } : rules.pair],
  ]);
  let user: UserRow | undefined;
  let valid: boolean;
  try {
    user = await findUserByEmail(app.db, input.email);
    valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDecoy(input.password);
  } catch (error) {
    await Promise.all([address!.withdraw(), pair!.withdraw()]);
    throw error;
  }
  if (!user || !valid || !user.isActive) {
    await Promise.all([address!.failed(), pair!.failed(), app.throttle.record(account, rules.account)]);
    throw new ApiError(401, { detail: errorMessages.noActiveAccount });
  }
  await Promise.all([address!.succeeded(), pair!.succeeded()]);
  return user;
}

type SessionOwner = Pick<UserRow, 'id' | 'sessionVersion'>;

/** A token pair of the session `sid`; a sign-in (no sid given) starts a new session. */
export function issueTokenPair(app: FastifyInstance, user: SessionOwner, sid = newSessionId()): TokenPair {
  return {
    token: app.tokens.issue(user.id, 'access', user.sessionVersion, sid),
    refresh_token: app.tokens.issue(user.id, 'refresh', user.sessionVersion, sid),
  };
}

function readRefreshToken(app: FastifyInstance, refresh: string) {
  try {
    return app.tokens.verify(refresh, 'refresh');
  } catch (error) {
    if (error instanceof TokenRejected) throw refreshTokenNotValid(error.problem);
    throw error;
  }
}

/**
 * `{refresh}` → `{access, refresh}`. The used refresh token is blacklisted in the same step, so a
 * stolen copy stops working the moment either holder uses it.
 */
export async function rotateRefreshToken(app: FastifyInstance, refresh: string): Promise<RefreshResponse> {
  const claims = readRefreshToken(app, refresh);
  const user = await findUserById(app.db, claims.user_id);
  if (!user || !user.isActive) throw new ApiError(401, { detail: errorMessages.userNotFound, code: 'user_not_found' });
  // Issued before the last password change (that ended every session), or its session logged out.
  if (claims.sv !== user.sessionVersion || (await isSessionEnded(app.db, claims.sid)))
    throw refreshTokenNotValid(errorMessages.tokenBlacklisted);
  const fresh = await blacklistToken(app.db, claims.jti, user.id, new Date(claims.exp * 1000));
  if (!fresh) throw refreshTokenNotValid(errorMessages.tokenBlacklisted);
  // The same session goes on: a logout later ends these tokens too.
  const pair = issueTokenPair(app, user, claims.sid);
  return { access: pair.token, refresh: pair.refresh_token };
}

/**
 * Ends the caller's session: every token of it (the access token the call came with, the refresh
 * token given, and any other its refreshes issued) stops working in every process at once, and the
 * live sockets it authorised are closed. Logging out twice is not an error.
 */
export async function logout(app: FastifyInstance, access: TokenClaims, refresh: string): Promise<void> {
  const claims = readRefreshToken(app, refresh);
  if (claims.user_id !== access.user_id) throw refreshTokenNotValid(errorMessages.tokenInvalid);
  // Until the last token that can carry the session id has expired.
  const expiresAt = new Date(
    Date.now() + Math.max(app.config.accessTokenLifetime, app.config.refreshTokenLifetime) * 1000,
  );
  const sids = [...new Set([access.sid, claims.sid])];
  await app.db.transaction(async (tx) => {
    for (const sid of sids) await endSession(tx, sid, access.user_id, expiresAt);
    await blacklistToken(tx, claims.jti, access.user_id, new Date(claims.exp * 1000));
  });
  for (const sid of sids) {
    await app.sessions.changed({ kind: 'ended', userId: access.user_id, sid, expiresAt: expiresAt.getTime() });
  }
}

/** Wrong current passwords of one account are held back as login's are: a few free, then growing waits. */
const currentPasswordRule = (app: FastifyInstance): ThrottleRule => ({
  kind: 'backoff',
  free: app.config.loginThrottle.perEmail,
  maxSeconds: PAIR_MAX_HOLD_SECONDS,
  forgetSeconds: PAIR_FORGET_SECONDS,
});

/**
 * The signed-in user's current password, confirmed before a password change or an account
 * deletion; wrong tries count per account (whatever the address: the caller holds a token), so a
 * stolen token cannot be used to guess the password. 400 when missing or wrong, 429 while held.
 */
export async function checkCurrentPassword(
  app: FastifyInstance,
  user: UserRow,
  currentPassword: string | undefined,
): Promise<void> {
  const [ticket] = await takeTries(app, [[`current-password:user:${user.id}`, currentPasswordRule(app)]]);
  const valid = currentPassword !== undefined && (await verifyPassword(user.passwordHash, currentPassword));
  if (!valid) {
    await ticket!.failed();
    throw validationFailed({ current_password: CURRENT_PASSWORD_INCORRECT });
  }
  await ticket!.succeeded();
}

/**
 * A new password needs the current one, and ends every session but the caller's: the session
 * version moves on, so tokens issued before (here or on any device) stop working at once. The
 * caller gets a fresh pair under the new version.
 */
export async function changePassword(
  app: FastifyInstance,
  user: UserRow,
  currentPassword: string | undefined,
  newPassword: string,
): Promise<{ user: UserRow; tokens: TokenPair }> {
  // Missing or wrong, the answer is the same: the form asks for it only with a new password.
  await checkCurrentPassword(app, user, currentPassword);
  const passwordHash = await hashPassword(newPassword);
  const changed = await app.db.transaction(async (tx) => {
    // Any reset link mailed before is dead: it would otherwise undo this change.
    await useAllResetTokensOf(tx, user.id);
    return storeNewPassword(tx, user.id, passwordHash);
  });
  if (!changed) throw new ApiError(401, { detail: errorMessages.userNotFound, code: 'user_not_found' });
  await app.sessions.changed({ kind: 'version', userId: user.id, sessionVersion: changed.sessionVersion });
  return { user: changed, tokens: issueTokenPair(app, changed) };
}
