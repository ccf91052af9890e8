import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwordResetMessages, PASSWORD_RESET_LINK_SECONDS, type PasswordResetConfirm } from '@app/shared/contract';
import { validationFailed } from '../errors/api-error';
import {
  createResetToken,
  findUsableResetToken,
  useAllResetTokensOf,
  useResetToken,
} from '../db/repositories/password-reset-tokens';
import { changePassword, findUserByEmail } from '../db/repositories/users';
import { takeTries } from './accounts';
import { hashPassword } from './passwords';
import { passwordResetMail } from './password-reset-mail';
import type { ThrottleRule } from './throttle';

/** The window of the per-email cap on reset mails: at most LOGIN_THROTTLE_PER_EMAIL an hour. */
const EMAIL_WINDOW_SECONDS = 3600;

/**
 * Reset requests are throttled as logins are (product §6): a cap per client address, and one per
 * email whatever the address, so nobody can flood an inbox. Both count every request, whether or
 * not the account exists, so a 429 tells nothing either.
 */
function resetRules(app: FastifyInstance) {
  const { perIp, perEmail, windowSeconds } = app.config.loginThrottle;
  return {
    address: { kind: 'window', limit: perIp, windowSeconds },
    email: { kind: 'window', limit: perEmail, windowSeconds: EMAIL_WINDOW_SECONDS },
  } as const satisfies Record<string, ThrottleRule>;
}

/** The token's SHA-256: the only form stored, so the table alone opens no account. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Counts a reset request against its address and its email; 429 while either is held. */
export async function admitResetRequest(app: FastifyInstance, email: string, ip: string): Promise<void> {
  const rules = resetRules(app);
  await takeTries(app, [
    [`password-reset:address:${ip}`, rules.address],
    [`password-reset:email:${email}`, rules.email],
  ]);
}

/**
 * Mails a link with a fresh single-use token, valid an hour (product §4.1), when an active account
 * has this email; nothing otherwise. Run after the answer (services/after-answer), so its cost
 * does not tell the two apart.
 */
export async function sendResetLink(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  // 256 random bits, URL-safe: guessing one is hopeless, so the link needs no other secret.
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const mail = passwordResetMail(app.config.publicUrl, token);
  if (!user || !user.isActive) {
    // The same work as for an account short of storing and sending (a token made, hashed, the
    // mail written, one more round trip), so the load that follows a request does not tell
    // either: a client timing its next request sees the same server whoever it asked about.
    await findUsableResetToken(app.db, tokenHash);
    return;
  }
  await createResetToken(app.db, {
    userId: user.id,
    tokenHash,
    expiresAt: new Date(Date.now() + PASSWORD_RESET_LINK_SECONDS * 1000),
  });
  // The mailer never throws: a mail that cannot go out is logged there, and the answer was given.
  await app.mailer.send({ to: user.email, ...mail });
}

const linkNotValid = () => validationFailed({ token: passwordResetMessages.linkNotValid });

/**
 * Sets the new password through a usable token, then uses up every other link of the user and
 * ends all their sessions (the session version moves on, as a password change does). A used,
 * expired or unknown token gets one answer; bad tokens count against the address like failed
 * logins.
 */
export async function confirmPasswordReset(
  app: FastifyInstance,
  { token, password }: PasswordResetConfirm,
  ip: string,
): Promise<void> {
  const [address] = await takeTries(app, [[`password-reset-confirm:address:${ip}`, resetRules(app).address]]);
  const tokenHash = hashToken(token);
  // Checked before the password is hashed: a made-up token costs a lookup, not an argon2 run.
  if (!(await findUsableResetToken(app.db, tokenHash))) {
    await address!.failed();
    throw linkNotValid();
  }
  await address!.succeeded();
  const passwordHash = await hashPassword(password);
  const changed = await app.db.transaction(async (tx) => {
    // Claimed in one statement: of two confirmations racing with one link, one wins.
    const claimed = await useResetToken(tx, tokenHash);
    if (!claimed) return undefined;
    await useAllResetTokensOf(tx, claimed.userId);
    return changePassword(tx, claimed.userId, passwordHash);
  });
  if (!changed) throw linkNotValid();
  await app.sessions.changed({ kind: 'version', userId: changed.id, sessionVersion: changed.sessionVersion });
}
