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
import { blacklistToken, isTokenBlacklisted } from '../db/repositories/blacklisted-tokens';
import {
  changePassword as storeNewPassword,
  createUser,
  findUserByEmail,
  findUserById,
  type UserRow,
} from '../db/repositories/users';
import { addLedgerRow } from '../db/repositories/credits';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import type { ThrottleRule } from './throttle';
import { TokenRejected, type TokenClaims } from './tokens';

/** A run of typos this long, from one address, is forgotten an hour after its last failure. */
const PAIR_FORGET_SECONDS = 3600;
/** The longest an (email, address) pair is held between two tries. */
const PAIR_MAX_HOLD_SECONDS = 900;

/**
 * Throttling that stops guessing without locking owners out: failures are counted per (email,
 * client address) pair with growing holds, plus a cap per address. A victim's email hammered from
 * one address still signs in from another, and from an address that has not been failing.
 */
function loginRules(app: FastifyInstance) {
  const { perIp, perEmail, windowSeconds } = app.config.loginThrottle;
  return {
    pair: { kind: 'backoff', free: perEmail, maxSeconds: PAIR_MAX_HOLD_SECONDS, forgetSeconds: PAIR_FORGET_SECONDS },
    address: { kind: 'window', limit: perIp, windowSeconds },
  } as const satisfies Record<string, ThrottleRule>;
}

/** 429 while any of the keys is held. */
export async function refuseWhileHeld(app: FastifyInstance, keys: string[]): Promise<void> {
  const wait = Math.max(...(await Promise.all(keys.map((key) => app.throttle.waitFor(key)))));
  if (wait > 0) throw throttled(wait);
}

export async function register(app: FastifyInstance, input: RegisterRequest, ip: string): Promise<UserRow> {
  // Every register attempt counts against its address: each one creates an account or probes one.
  const address = `register:address:${ip}`;
  await refuseWhileHeld(app, [address]);
  await app.throttle.record(address, loginRules(app).address);
  const passwordHash = await hashPassword(input.password);
  const credits = app.config.signupCredits;
  const user = await app.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      passwordHash,
      credits,
    });
    if (created && credits > 0) {
      await addLedgerRow(tx, { userId: created.id, delta: credits, reason: 'signup', balanceAfter: credits });
    }
    return created;
  });
  if (!user) throw validationFailed({ email: 'user with this email already exists.' });
  return user;
}

export async function login(app: FastifyInstance, input: LoginRequest, ip: string): Promise<UserRow> {
  const rules = loginRules(app);
  const pair = `login:pair:${ip}:${input.email}`;
  const address = `login:address:${ip}`;
  await refuseWhileHeld(app, [pair, address]);
  const user = await findUserByEmail(app.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid || !user.isActive) {
    await Promise.all([app.throttle.record(pair, rules.pair), app.throttle.record(address, rules.address)]);
    throw new ApiError(401, { detail: errorMessages.noActiveAccount });
  }
  await app.throttle.clear(pair);
  return user;
}

type SessionOwner = Pick<UserRow, 'id' | 'sessionVersion'>;

export function issueTokenPair(app: FastifyInstance, user: SessionOwner): TokenPair {
  return {
    token: app.tokens.issue(user.id, 'access', user.sessionVersion),
    refresh_token: app.tokens.issue(user.id, 'refresh', user.sessionVersion),
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
  // Issued before the last password change: that ended every session.
  if (claims.sv !== user.sessionVersion) throw refreshTokenNotValid(errorMessages.tokenBlacklisted);
  const fresh = await blacklistToken(app.db, claims.jti, user.id, new Date(claims.exp * 1000));
  if (!fresh) throw refreshTokenNotValid(errorMessages.tokenBlacklisted);
  const pair = issueTokenPair(app, user);
  return { access: pair.token, refresh: pair.refresh_token };
}

/**
 * Blacklists the caller's refresh token and the access token the call came with (until each
 * expires), so neither opens the session again; logging out twice is not an error.
 */
export async function logout(app: FastifyInstance, access: TokenClaims, refresh: string): Promise<void> {
  const claims = readRefreshToken(app, refresh);
  if (claims.user_id !== access.user_id) throw refreshTokenNotValid(errorMessages.tokenInvalid);
  await app.db.transaction(async (tx) => {
    await blacklistToken(tx, access.jti, access.user_id, new Date(access.exp * 1000));
    if (await isTokenBlacklisted(tx, claims.jti)) return;
    await blacklistToken(tx, claims.jti, access.user_id, new Date(claims.exp * 1000));
  });
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
  if (!currentPassword || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw validationFailed({ current_password: CURRENT_PASSWORD_INCORRECT });
  }
  const changed = await storeNewPassword(app.db, user.id, await hashPassword(newPassword));
  if (!changed) throw new ApiError(401, { detail: errorMessages.userNotFound, code: 'user_not_found' });
  return { user: changed, tokens: issueTokenPair(app, changed) };
}
