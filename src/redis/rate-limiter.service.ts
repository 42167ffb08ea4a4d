import { Inject, Injectable } from '@nestjs/common';
import { AuthMetrics } from '../metrics/auth-metrics.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../shared/domain/domain-error.js';
import { REDIS_CLIENT, type RedisClient } from './redis-client.js';

export interface RateLimit {
  /** Names the limit in keys and logs: `login`, `register`... */
  name: string;
  max: number;
  windowSeconds: number;
}

export class RateLimitedError extends DomainError {
  constructor(retryAfterSeconds: number) {
    const wait = retryAfterSeconds >= 120 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} seconds`;
    super({
      code: 'RATE_LIMITED',
      kind: 'rate_limited',
      message: `Too many attempts. Please try again in ${wait}.`,
      details: { retryAfterSeconds },
    });
  }
}

/**
 * Fixed-window counters in Redis, shared by every api process. `consume` counts one
 * attempt against each subject (an IP address, an account) and refuses past the limit.
 */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: AuthMetrics,
  ) {}

  async consume(limit: RateLimit, ...subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      const key = this.keyOf(limit, subject);
      const [count, , ttl] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, limit.windowSeconds, 'NX')
        .ttl(key)
        .exec()) as unknown as [number, number, number];
      if (count > limit.max) throw this.refused(limit, ttl);
    }
  }

  /** Refuses (RateLimitedError) when any subject has used up the limit already; counts nothing. */
  async assertUnder(limit: RateLimit, ...subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      const key = this.keyOf(limit, subject);
      const [count, ttl] = (await this.redis.multi().get(key).ttl(key).exec()) as unknown as [string | null, number];
      if (Number(count ?? 0) >= limit.max) throw this.refused(limit, ttl);
    }
  }

  /** Counts one event (a declined payment) against each subject without refusing it: it already happened. */
  async record(limit: RateLimit, ...subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      const key = this.keyOf(limit, subject);
      await this.redis.multi().incr(key).expire(key, limit.windowSeconds, 'NX').exec();
    }
  }

  /** Forgets the attempts against a subject (e.g. an account after a successful sign-in). */
  async reset(limit: RateLimit, subject: string): Promise<void> {
    await this.redis.del(this.keyOf(limit, subject));
  }

  private refused(limit: RateLimit, ttl: number): RateLimitedError {
    this.metrics.rateLimited(limit.name);
    return new RateLimitedError(Math.max(1, ttl));
  }

  private keyOf(limit: RateLimit, subject: string): string {
    return `${this.config.REDIS_PREFIX}:ratelimit:${limit.name}:${subject}`;
  }
}
