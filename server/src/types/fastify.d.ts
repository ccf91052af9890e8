import 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { UserRow } from '../db/repositories/users';
import type { SecretBox } from '../services/secret-box';
import type { Throttle } from '../services/throttle';
import type { TokenService } from '../services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    tokens: TokenService;
    secretBox: SecretBox;
    throttle: Throttle;
    /** preHandler for signed-in routes: sets request.user or answers 401 as simplejwt does. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow;
  }
}
