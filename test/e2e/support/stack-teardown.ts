import { deleteRedisKeys } from '../../support/redis-keys.js';
import { dropDatabase } from '../../support/throwaway-database.js';
import { stopChildren, type Stack } from './stack.js';

export default async function stackTeardown(): Promise<void> {
  const stack = (globalThis as { __E2E_STACK__?: Stack }).__E2E_STACK__;
  if (!stack) return;
  await stopChildren(stack.children);
  await dropDatabase(stack.databaseUrl);
  await deleteRedisKeys(stack.redisUrl, stack.redisPrefix);
}
