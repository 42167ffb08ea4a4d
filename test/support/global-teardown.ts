import { deleteRedisKeys } from './redis-keys.js';
import { dropDatabase } from './throwaway-database.js';

export default async function globalTeardown(): Promise<void> {
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX, KEEP_TEST_DATABASE } = process.env;
  if (DATABASE_URL && !KEEP_TEST_DATABASE) await dropDatabase(DATABASE_URL);
  if (REDIS_URL && REDIS_PREFIX?.startsWith('test:')) await deleteRedisKeys(REDIS_URL, REDIS_PREFIX);
}
