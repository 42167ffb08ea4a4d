import type { DefaultJobOptions, RedisOptions } from 'bullmq';

/** A worker process's connections block until Redis answers; the api's fail fast. */
export type BullRole = 'worker' | 'producer';

/** ioredis options for a Redis URL. Workers must block forever; producers must fail fast. */
export function bullConnection(redisUrl: string, role: BullRole): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    ...(role === 'worker'
      ? { maxRetriesPerRequest: null }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 3000 }),
  };
}

/** Retry with exponential backoff; keep a bounded history of finished jobs. */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000, age: 24 * 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
};
