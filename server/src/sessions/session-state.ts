import type { DbOrTx } from '@/db/client';
import { isSessionEnded, listEndedSessions, readUserSession } from '@/db/repositories/ended-sessions';

/** What ends sessions; every process is told of each one as soon as it is committed. */
export type SessionChange =
  /** A password change (or reset): every token issued under an older version stops working. */
  | { kind: 'version'; userId: number; sessionVersion: number }
  /** The account was deleted. */
  | { kind: 'gone'; userId: number }
  /** A logout: the tokens (and sockets) of this one session stop working. */
  | { kind: 'ended'; userId: number; sid: string; expiresAt: number };

/** The session a token (or a socket's subscription) belongs to. */
export interface SessionRef {
  userId: number;
  sv: number;
  sid: string;
}

export type SessionVerdict = 'live' | 'ended' | 'gone';

type UserSession = { sv: number; active: boolean } | null;

/**
 * The session state every authenticated request is checked against, kept in this process's
 * memory so that check touches no table: ended sessions (all of them, loaded at start: one row
 * per logout, kept until its tokens expire) and each user's session version (read once, when the
 * user is first seen). It stays right because every change is applied here as soon as it is
 * committed — in process, and from other processes through the Redis fan-out (sessions/plugin).
 * While changes may be missed (Redis away), `suspend` makes every check read the database until
 * `load` has caught up again.
 */
export class SessionState {
  private readonly users = new Map<number, UserSession>();
  private readonly ended = new Map<string, number>();
  private readonly listeners = new Set<(change: SessionChange) => void>();
  /** Bumped by every load: a user read before it may predate a missed change, so it is not kept. */
  private epoch = 0;
  private current = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => number = Date.now,
  ) {}

  /** (Re)loads what may have been missed: every ended session, and user versions afresh. */
  async load(): Promise<void> {
    this.epoch += 1;
    const rows = await listEndedSessions(this.db, new Date(this.now()));
    for (const row of rows) this.ended.set(row.sid, row.expiresAt.getTime());
    this.users.clear();
    this.sweep();
    this.current = true;
  }

  /** Changes may be missed from now on (the fan-out is disconnected): check in the database. */
  suspend(): void {
    this.current = false;
  }

  get isCurrent(): boolean {
    return this.current;
  }

  async check(ref: SessionRef): Promise<SessionVerdict> {
    if (!this.current) return this.checkInDatabase(ref);
    const endedUntil = this.ended.get(ref.sid);
    if (endedUntil !== undefined && endedUntil > this.now()) return 'ended';
    let user = this.users.get(ref.userId);
    // A version newer than the one known: its change may still be on its way from another process.
    if (user === undefined || (user && ref.sv > user.sv)) user = await this.loadUser(ref.userId);
    if (!user || !user.active) return 'gone';
    return user.sv === ref.sv ? 'live' : 'ended';
  }

  /** Applies a committed change (idempotent: a process may hear its own change twice). */
  apply(change: SessionChange): void {
    switch (change.kind) {
      case 'version': {
        const known = this.users.get(change.userId);
        if (known === null) return;
        this.users.set(change.userId, {
          sv: Math.max(change.sessionVersion, known?.sv ?? 0),
          active: known?.active ?? true,
        });
        break;
      }
      case 'gone':
        this.users.set(change.userId, null);
        break;
      case 'ended':
        this.ended.set(change.sid, change.expiresAt);
        break;
    }
    for (const listener of this.listeners) listener(change);
  }

  onChange(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Forgets ended sessions whose tokens have all expired. */
  sweep(): void {
    const now = this.now();
    for (const [sid, until] of this.ended) if (until <= now) this.ended.delete(sid);
  }

  private async loadUser(userId: number): Promise<UserSession> {
    const epoch = this.epoch;
    const row = await readUserSession(this.db, userId);
    const read: UserSession = row ? { sv: row.sessionVersion, active: row.isActive } : null;
    const known = this.users.get(userId);
    // A change applied meanwhile is at least as new as this read; a load meanwhile may mean a
    // missed change this read predates: answer the read, keep it only when neither happened.
    if (known !== undefined && (known === null || !read || known.sv >= read.sv)) return known;
    if (epoch === this.epoch && this.current) this.users.set(userId, read);
    return read;
  }

  private async checkInDatabase(ref: SessionRef): Promise<SessionVerdict> {
    const [user, ended] = await Promise.all([readUserSession(this.db, ref.userId), isSessionEnded(this.db, ref.sid)]);
    if (!user || !user.isActive) return 'gone';
    return ended || user.sessionVersion !== ref.sv ? 'ended' : 'live';
  }
}
