import type { FastifyInstance } from 'fastify';
import {
  errorMessages,
  type LoginRequest,
  type RegisterRequest,
  type RefreshResponse,
  type TokenPair,
} from '@app/shared/contract';
import { ApiError, refreshTokenNotValid, throttled, validationFailed } from '../errors/api-error';
import { blacklistToken, isTokenBlacklisted } from '../db/repositories/blacklisted-tokens';
import { createUser, findUserByEmail, findUserById, type UserRow } from '../db/repositories/users';
import { creditLedger } from '../db/schema';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords';
import { TokenRejected } from './tokens';

/** Login and register are throttled per client address and per email, whichever trips first. */
async function throttleAttempt(app: FastifyInstance, scope: string, ip: string, email: string) {
  const { perIp, perEmail, windowSeconds } = app.config.loginThrottle;
  const waits = await Promise.all([
    app.throttle.hit(`${scope}:ip:${ip}`, perIp, windowSeconds),
    app.throttle.hit(`${scope}:email:${email}`, perEmail, windowSeconds),
  ]);
  const wait = Math.max(...waits);
  if (wait > 0) throw throttled(wait);
}

export async function register(app: FastifyInstance, input: RegisterRequest, ip: string): Promise<UserRow> {
  await throttleAttempt(app, 'register', ip, input.email);
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
      await tx
        .insert(creditLedger)
        .values({ userId: created.id, delta: credits, reason: 'signup', balanceAfter: credits });
    }
    return created;
  });
  if (!user) throw validationFailed({ email: 'user with this email already exists.' });
  return user;
}

export async function login(app: FastifyInstance, input: LoginRequest, ip: string): Promise<UserRow> {
  await throttleAttempt(app, 'login', ip, input.email);
  const user = await findUserByEmail(app.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!user || !valid || !user.isActive) throw new ApiError(401, { detail: errorMessages.noActiveAccount });
  return user;
}

export function issueTokenPair(app: FastifyInstance, userId: number): TokenPair {
  return { token: app.tokens.issue(userId, 'access'), refresh_token: app.tokens.issue(userId, 'refresh') };
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
  const fresh = await blacklistToken(app.db, claims.jti, user.id, new Date(claims.exp * 1000));
  if (!fresh) throw refreshTokenNotValid(errorMessages.tokenBlacklisted);
  return { access: app.tokens.issue(user.id, 'access'), refresh: app.tokens.issue(user.id, 'refresh') };
}

/** Blacklists the caller's refresh token; logging out twice is not an error. */
export async function logout(app: FastifyInstance, userId: number, refresh: string): Promise<void> {
  const claims = readRefreshToken(app, refresh);
  if (claims.user_id !== userId) throw refreshTokenNotValid(errorMessages.tokenInvalid);
  if (await isTokenBlacklisted(app.db, claims.jti)) return;
  await blacklistToken(app.db, claims.jti, userId, new Date(claims.exp * 1000));
}
