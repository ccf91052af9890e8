import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { errorMessages } from '@app/shared/contract';

type TokenType = 'access' | 'refresh';

/** simplejwt's claims, so tokens read the same as the server the client was written against. */
export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  /** The user's session version when issued (absent in tokens from before it existed: 0). */
  sv: number;
  /**
   * The session: one sign-in, carried by every token its refreshes issue, so a logout ends all of
   * them (and the sockets they opened). Absent in tokens from before it existed: the jti stands in.
   */
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

export type TokenProblem =
  typeof errorMessages.tokenExpired | typeof errorMessages.tokenInvalid | typeof errorMessages.tokenWrongType;

export class TokenRejected extends Error {
  constructor(
    readonly problem: TokenProblem,
    /** The type claimed by the token, when it could be read. */
    readonly claimedType?: string,
  ) {
    super(problem);
  }
}

export interface TokenService {
  issue(userId: number, type: TokenType, sessionVersion: number, sessionId: string): string;
  /** Verifies signature, expiry and type; throws TokenRejected with simplejwt's wording. */
  verify(token: string, expected: TokenType): TokenClaims;
}

export function createTokenService(options: {
  secret: string;
  accessLifetime: number;
  refreshLifetime: number;
}): TokenService {
  const sign = createSigner({ key: options.secret, algorithm: 'HS256' });
  const check = createVerifier({ key: options.secret, algorithms: ['HS256'], cache: 1000 });
  const lifetime = { access: options.accessLifetime, refresh: options.refreshLifetime };

  return {
    issue(userId, type, sessionVersion, sessionId) {
      const iat = Math.floor(Date.now() / 1000);
      return sign({
        token_type: type,
        user_id: userId,
        sv: sessionVersion,
        sid: sessionId,
        jti: randomTokenId(),
        iat,
        exp: iat + lifetime[type],
      });
    },
    verify(token, expected) {
      let claims: Partial<TokenClaims>;
      try {
        claims = check(token);
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        throw new TokenRejected(expired ? errorMessages.tokenExpired : errorMessages.tokenInvalid);
      }
      // A signed token is still only trusted as far as its claims are well formed: a user_id the
      // database cannot hold would otherwise fail the query (a 500) instead of the token.
      const sv = claims.sv ?? 0;
      if (
        !isDatabaseId(claims.user_id) ||
        !Number.isSafeInteger(sv) ||
        sv < 0 ||
        typeof claims.jti !== 'string' ||
        !TOKEN_ID.test(claims.jti) ||
        typeof claims.exp !== 'number' ||
        (claims.sid !== undefined && (typeof claims.sid !== 'string' || !TOKEN_ID.test(claims.sid)))
      ) {
        throw new TokenRejected(errorMessages.tokenInvalid);
      }
      if (claims.token_type !== expected) throw new TokenRejected(errorMessages.tokenWrongType, claims.token_type);
      return { ...claims, sv, sid: claims.sid ?? claims.jti } as TokenClaims;
    },
  };
}

const TOKEN_ID = /^[\w-]{1,64}$/;

const randomTokenId = () => randomUUID().replaceAll('-', '');

/** A new session id (a sign-in): as unguessable as a jti. */
export const newSessionId = randomTokenId;

/** A positive PostgreSQL `integer` (serial ids). */
function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}
