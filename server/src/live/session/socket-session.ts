import type { SessionRef } from '@/sessions/session-state';

/**
 * What the built-in server's channel authorization puts in `channel_data`: the session whose
 * token asked for the signature. Compact field names keep the frame small.
 */
export function socketSessionData(ref: SessionRef): string {
  return JSON.stringify({ user_id: ref.userId, sv: ref.sv, sid: ref.sid });
}

/** The session named by `channel_data`, or undefined when it is not one we wrote. */
export function readSocketSessionData(data: unknown): SessionRef | undefined {
  if (typeof data !== 'string' || data.length > 512) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { user_id: userId, sv, sid } = value as Record<string, unknown>;
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sv) || typeof sid !== 'string') return undefined;
  return { userId: userId as number, sv: sv as number, sid };
}
