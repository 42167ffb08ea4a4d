import { deleteRedisKeys } from '../../support/redis-keys.js';
import { dropDatabase } from '../../support/throwaway-database.js';
import { acquireTestServices, type TestServices } from '../../support/test-services.js';
import { LOG_DIR, startStack, stopChildren, type Stack } from './stack.js';

const run = globalThis as { __E2E_STACK__?: Stack; __E2E_SERVICES__?: TestServices };

/**
 * Starts the stack once for the run (for each shard, jest's `--shard=<index>/<count>`, a stack of
 * its own logging to .tmp/e2e-logs/shard-<index>); test files read its URLs from the environment.
 */
export async function setUpStack(shard?: { shardIndex: number; shardCount: number }): Promise<void> {
  const services = await acquireTestServices();
  run.__E2E_SERVICES__ = services;
  const stack = await startStack(services, shard ? `${LOG_DIR}/shard-${shard.shardIndex}` : LOG_DIR);
  run.__E2E_STACK__ = stack;
  process.env.E2E_APP_URL = stack.appUrl;
  process.env.E2E_SANDBOX_URL = stack.sandboxUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  // A test may pause a queue of the stack's workers (the payouts, to cancel before the money goes).
  process.env.E2E_REDIS_URL = stack.redisUrl;
  process.env.E2E_REDIS_PREFIX = stack.redisPrefix;
}

export async function tearDownStack(): Promise<void> {
  const stack = run.__E2E_STACK__;
  if (stack) {
    await stopChildren(stack.children);
    await dropDatabase(stack.databaseUrl);
    await deleteRedisKeys(stack.redisUrl, stack.redisPrefix);
  }
  await run.__E2E_SERVICES__?.stop();
}
