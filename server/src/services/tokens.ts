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
  issue(userId: number, type: TokenType, sessionVersion: number): string;
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
    issue(userId, type, sessionVersion) {
      const iat = Math.floor(Date.now() / 1000);
      return sign({
        token_type: type,
        user_id: userId,
        sv: sessionVersion,
        jti: randomUUID().replaceAll('-', ''),
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
        !/^[\w-]{1,64}$/.test(claims.jti) ||
        typeof claims.exp !== 'number'
      ) {
        throw new TokenRejected(errorMessages.tokenInvalid);
      }
      if (claims.token_type !== expected) throw new TokenRejected(errorMessages.tokenWrongType, claims.token_type);
      return { ...claims, sv } as TokenClaims;
    },
  };
}

/** A positive PostgreSQL `integer` (serial ids). */
function isDatabaseId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}
