import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { REDIS_CLIENT, type RedisClient } from '../redis/redis-client.js';

/**
 * Which sessions each user has, so all of them can be ended at once (suspension). The
 * session data itself lives under `<prefix>:sess:<sid>` (connect-redis).
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
    const keys = sessionIds.map((sid) => `${this.sessionKeyPrefix}${sid}`);
    const ended = keys.length > 0 ? await this.redis.del(keys) : 0;
    await this.redis.del(this.userKey(userId));
    return ended;
  }

  /** Ends every session of the user but `keep` (the one that changed the password). */
  async endOthers(userId: number, keep: string): Promise<number> {
    const others = (await this.redis.sMembers(this.userKey(userId))).filter((sid) => sid !== keep);
    if (others.length === 0) return 0;
    const ended = await this.redis.del(others.map((sid) => `${this.sessionKeyPrefix}${sid}`));
    await this.redis.sRem(this.userKey(userId), others);
    return ended;
  }

  private userKey(userId: number): string {
    return `${this.config.REDIS_PREFIX}:user-sessions:${userId}`;
  }
}
