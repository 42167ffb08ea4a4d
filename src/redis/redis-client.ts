import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** Injection token of the api's general Redis client (sessions, rate limits, health). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/**
 * Fails fast: a request that needs Redis while it is down gets an error at once rather
 * than waiting in an offline queue.
 */
export function createRedisClient(url: string): RedisClient {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 3000, reconnectStrategy: (retries) => Math.min(retries * 200, 3000) },
  });
}
