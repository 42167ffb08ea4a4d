import { createClient } from 'redis';

/** Deletes every key under a prefix (a test run's sessions, queues and rate limits). */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const client = createClient({ url: redisUrl });
  await client.connect();
  let deleted = 0;
  try {
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      if (keys.length > 0) deleted += await client.del(keys);
    }
  } finally {
    await client.close();
  }
  return deleted;
}
