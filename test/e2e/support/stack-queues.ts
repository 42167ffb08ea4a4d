import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * One of the e2e stack's BullMQ queues, as an operator reaches it from the queue dashboard:
 * pausing the payouts holds every payout still to go (the workers take no job of that queue).
 */
export async function withPausedQueue<T>(name: 'payouts', work: () => Promise<T>): Promise<T> {
  const connection = new Redis(process.env.E2E_REDIS_URL!, { maxRetriesPerRequest: null });
  const queue = new Queue(name, { connection, prefix: `${process.env.E2E_REDIS_PREFIX}:bull` });
  await queue.pause();
  try {
    return await work();
  } finally {
    await queue.resume();
    await queue.close();
    connection.disconnect();
  }
}
