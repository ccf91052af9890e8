import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '@app/shared/contract';
import { ApiError, accessTokenNotValid, notAuthenticated } from '@/errors/api-error';
import { findUserById } from '@/db/repositories/users';
import { TokenRejected, type TokenClaims } from '@/services/tokens';
import { readCacheFor } from '@/services/read-cache';

/**
 * Bearer access tokens, read as simplejwt's JWTAuthentication reads them: no header → "not
 * provided"; a bad, expired or wrong-type token → token_not_valid with the reason; a token for a
 * user who is gone → user_not_found.
 */
export default fp(async function authenticate(app: FastifyInstance) {
  app.decorateRequest('user', undefined as never);
  app.decorateRequest('accessClaims', undefined as never);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw notAuthenticated();
    const [scheme, token, extra] = header.trim().split(/\s+/);
    if (scheme?.toLowerCase() !== 'bearer') throw notAuthenticated();
    if (!token || extra !== undefined) {
      throw new ApiError(401, {
        detail: 'Invalid Authorization header. Credentials string should not contain spaces.',
      });
    }
    let claims: TokenClaims;
    try {
      claims = app.tokens.verify(token, 'access');
    } catch (error) {
      if (error instanceof TokenRejected) throw accessTokenNotValid(error.problem, error.claimedType);
      throw error;
    }
    const userId = claims.user_id;
    // Checked against this process's session state (kept current by every change, see
    // sessions/): a deleted user, a password change (new session version) or a logout (ended
    // session) stops this token at once, in every process, without a database round trip.
    const verdict = await app.sessions.state.check({ userId, sv: claims.sv, sid: claims.sid });
    if (verdict === 'gone') throw userGone();
    if (verdict === 'ended') throw accessTokenNotValid(errorMessages.tokenBlacklisted);
    const user = await readCacheFor(app.db).read(userId, 'user', () => findUserById(app.db, userId));
    if (!user || !user.isActive) throw userGone();
    request.user = user;
    request.accessClaims = claims;
  });
});

const userGone = () => new ApiError(401, { detail: errorMessages.userNotFound, code: 'user_not_found' });
