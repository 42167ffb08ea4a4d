import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { createRedisClient } from '../src/redis/redis-client.js';

/** One line saying what the figures were measured on, printed above the table. */
export async function describeMachine(databaseUrl: string, redisUrl: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const redis = createRedisClient(redisUrl);
  await redis.connect();
  try {
    const { rows } = await db.query<{ server_version: string }>('show server_version');
    const redisVersion = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? 'unknown';
    const [cpu] = cpus();
    const memory = Math.round(totalmem() / 2 ** 30);
    return `${cpus().length} cores (${cpu?.model.trim() ?? 'unknown CPU'}), ${memory} GiB; Node ${process.version}; PostgreSQL ${rows[0].server_version}; Redis ${redisVersion}`;
  } finally {
    await db.end();
    await redis.close();
  }
}
