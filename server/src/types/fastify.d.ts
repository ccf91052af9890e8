import 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { UserRow } from '../db/repositories/users';
import type { SecretBox } from '../services/secret-box';
import type { Throttle } from '../services/throttle';
import type { TokenClaims, TokenService } from '../services/tokens';
import type { ChannelHub } from '../live/channel-hub';
import type { LiveEventName, LiveEventPayload } from '@app/shared/contract';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    secretBox: SecretBox;
    throttle: Throttle;
    /** Sockets subscribed on this instance, by channel. */
    liveHub: ChannelHub;
    /** The one way to send a live event to a user, whatever the transport (local, Redis, hosted). */
    live: { publish<E extends LiveEventName>(userId: number, event: E, payload: LiveEventPayload<E>): Promise<void> };
    /** onRequest hook for signed-in routes: sets request.user or answers 401 as simplejwt does. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
    /** The claims of the access token that authenticated this request (logout revokes its jti). */
    accessClaims: TokenClaims;
  }
}
