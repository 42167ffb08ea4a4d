import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';
import { endStoredSessions } from './ended-session-store.js';

/** One of a user's sessions as they see it in /settings; `id` names it without being the session's secret id. */
export interface ActiveSession {
  id: string;
  device: string;
  address: string | null;
  signedInAt: Date | null;
  lastSeenAt: Date | null;
  /** The session asking. */
  current: boolean;
}

/** What the list reads of a stored session (connect-redis keeps express-session's data as JSON). */
interface StoredSession {
  signedInAt?: number;
  activeAt?: number;
  device?: { description: string; address: string };
}

/**
 * Which sessions each user has, so all of them can be ended at once (suspension), listed and
 * ended one by one by their owner. The session data itself lives under `<prefix>:sess:<sid>`
 * (connect-redis); a session that expired there is dropped from the user's set when listed.
 */
@Injectable()
export class SessionRegistry {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get sessionKeyPrefix(): string {
    return `${this.config.REDIS_PREFIX}:sess:`;
  }

  async add(userId: number, sessionId: string): Promise<void> {
    await this.redis.sAdd(this.userKey(userId), sessionId);
  }

  async remove(userId: number, sessionId: string): Promise<void> {
    await this.redis.sRem(this.userKey(userId), sessionId);
  }

  /** Ends every session of the user, wherever they are signed in. */
  async endAll(userId: number): Promise<number> {
    const sessionIds = await this.redis.sMembers(this.userKey(userId));
    const ended = await endStoredSessions(this.redis, this.sessionKeyPrefix, sessionIds);
    await this.redis.del(this.userKey(userId));
    return ended;
  }

  /** Ends every session of the user but `keep` (the one that changed the password). */
  async endOthers(userId: number, keep: string): Promise<number> {
    const others = (await this.redis.sMembers(this.userKey(userId))).filter((sid) => sid !== keep);
    if (others.length === 0) return 0;
    const ended = await endStoredSessions(this.redis, this.sessionKeyPrefix, others);
    await this.redis.sRem(this.userKey(userId), others);
    return ended;
  }

  /** The user's live sessions, the asking one first, then the most recently used. */
  async list(userId: number, currentSessionId: string): Promise<ActiveSession[]> {
    const sessionIds = await this.redis.sMembers(this.userKey(userId));
    if (sessionIds.length === 0) return [];
    const stored = await this.redis.mGet(sessionIds.map((sid) => `${this.sessionKeyPrefix}${sid}`));
    const expired = sessionIds.filter((_, i) => stored[i] === null);
    if (expired.length > 0) await this.redis.sRem(this.userKey(userId), expired);
    const sessions = sessionIds.flatMap((sid, i) => {
      const data = stored[i];
      return data ? [activeSession(sid, JSON.parse(data) as StoredSession, sid === currentSessionId)] : [];
    });
    const lastSeen = (session: ActiveSession) => session.lastSeenAt?.getTime() ?? 0;
    return sessions.sort((a, b) => Number(b.current) - Number(a.current) || lastSeen(b) - lastSeen(a));
  }

  /** Ends the user's session named `id` (as listed); answers false when they have no such session. */
  async end(userId: number, id: string): Promise<boolean> {
    const sessionId = (await this.redis.sMembers(this.userKey(userId))).find((sid) => publicSessionId(sid) === id);
    if (!sessionId) return false;
    await endStoredSessions(this.redis, this.sessionKeyPrefix, [sessionId]);
    await this.redis.sRem(this.userKey(userId), sessionId);
    return true;
  }

  private userKey(userId: number): string {
    return `${this.config.REDIS_PREFIX}:user-sessions:${userId}`;
  }
}

/** A session's name in the list: derived from its id, which it does not reveal (the id is the cookie's secret). */
function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

function activeSession(sessionId: string, data: StoredSession, current: boolean): ActiveSession {
  const lastSeen = data.activeAt ?? data.signedInAt;
  return {
    id: publicSessionId(sessionId),
    device: data.device?.description ?? 'A browser on an unknown device',
    address: data.device?.address ?? null,
    signedInAt: data.signedInAt ? new Date(data.signedInAt) : null,
    lastSeenAt: current ? new Date() : lastSeen ? new Date(lastSeen) : null,
    current,
  };
}
