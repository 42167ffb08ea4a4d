import { RedisStore } from 'connect-redis';
import type { SessionData } from 'express-session';
import type { RedisClient } from '../redis/redis-client.js';

/**
 * How long an ended session's mark is kept: longer than any session lives (a sender's absolute
 * timeout is 12 hours, an operator's 8), so no request that read it before it ended can still
 * be under way when the mark goes.
 */
const ENDED_MARK_SECONDS = 24 * 60 * 60;

/** Writes the session unless it was ended: one round trip, so an end cannot fall between the check and the write. */
const SET_UNLESS_ENDED = `
if redis.call('exists', KEYS[2]) == 1 then return 0 end
redis.call('set', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

/**
 * The key marking that session `sid` (stored under `sessionPrefix`) was ended. Outside the
 * sessions' own prefix, so nothing that lists sessions reads it as one.
 */
export function endedSessionKey(sessionPrefix: string, sid: string): string {
  // Another prefix would make the mark the session's own key, which ending deletes.
  if (!sessionPrefix.endsWith('sess:')) throw new Error(`session keys must end in "sess:", not ${sessionPrefix}`);
  return `${sessionPrefix.slice(0, -'sess:'.length)}ended-sess:${sid}`;
}

/**
 * Ends stored sessions for good: marks them ended, then deletes them. Answers how many were
 * stored. A request that read one of them before it ended cannot bring it back when it saves
 * (EndedSessionStore refuses the write), which a plain DEL allowed: a sign-out, a "sign out
 * everywhere" or an ended device came back alive when a call in flight finished after it.
 */
export async function endStoredSessions(redis: RedisClient, sessionPrefix: string, sids: readonly string[]): Promise<number> {
  if (sids.length === 0) return 0;
  const marking = redis.multi();
  for (const sid of sids) marking.set(endedSessionKey(sessionPrefix, sid), '1', { expiration: { type: 'EX', value: ENDED_MARK_SECONDS } });
  await marking.exec();
  return redis.del(sids.map((sid) => `${sessionPrefix}${sid}`));
}

/** As connect-redis counts it: until the cookie expires, or a day for a cookie without expiry. */
function secondsToLive(session: SessionData): number {
  const expires = session.cookie?.expires;
  return expires ? Math.ceil((new Date(expires).getTime() - Date.now()) / 1000) : 24 * 60 * 60;
}

/**
 * connect-redis's store, except that an ended session stays ended: `destroy` marks it
 * (endStoredSessions) and `set` writes only a session not marked.
 */
export class EndedSessionStore extends RedisStore {
  constructor(private readonly redis: RedisClient, prefix: string) {
    super({ client: redis, prefix });
  }

  override async set(sid: string, session: SessionData, callback?: (error?: unknown) => void): Promise<void> {
    const ttl = secondsToLive(session);
    if (ttl <= 0) return this.destroy(sid, callback);
    try {
      await this.redis.eval(SET_UNLESS_ENDED, {
        keys: [`${this.prefix}${sid}`, endedSessionKey(this.prefix, sid)],
        arguments: [JSON.stringify(session), String(ttl)],
      });
      callback?.();
    } catch (error) {
      if (!callback) throw error;
      callback(error);
    }
  }

  override async destroy(sid: string, callback?: (error?: unknown) => void): Promise<void> {
    try {
      await endStoredSessions(this.redis, this.prefix, [sid]);
      callback?.();
    } catch (error) {
      if (!callback) throw error;
      callback(error);
    }
  }
}
