import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { Outbox } from '../../src/outbox/outbox.service.js';
import { OutboxRelay } from '../../src/outbox/outbox-relay.service.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { testConfig } from '../support/test-config.js';
import { startWorker } from '../support/worker-app.js';

describe('outbox relay', () => {
  let workers: INestApplicationContext[];
  const config = testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}:relay`, SMTP_URL: 'smtp://127.0.0.1:1' });

  beforeAll(async () => {
    workers = [await startWorker(config), await startWorker(config)];
    // Keep the jobs in the queue, to count them.
    await Promise.all(workers.map((w) => w.get(JobQueue).queue('notifications').pause()));
  });
  afterAll(async () => {
    for (const worker of workers ?? []) await worker.close();
  });

  it('enqueues each committed job exactly once, with two workers relaying at the same time', async () => {
    const em = workers[0].get(EntityManager).fork();
    const outbox = new Outbox();
    const tag = randomUUID();
    await em.transactional(async (tx) => {
      for (let i = 0; i < 150; i++) {
        outbox.add(tx, 'notifications.deliver-message', { channel: 'email', to: `${tag}-${i}@example.com`, subject: 's', text: 't' });
      }
    });

    const relays = workers.map((w) => w.get(OutboxRelay));
    await Promise.all([relays[0].relayBatch(), relays[1].relayBatch(), relays[0].relayBatch(), relays[1].relayBatch()]);

    // Each worker's own relay loop may still hold a claimed batch: wait until the outbox
    // has nothing left for us (bounded), then count what reached the queue.
    const unsent = async () =>
      (await em.getConnection().execute(`select count(*)::int as n from outbox_jobs where enqueued_at is null and payload->>'to' like ?`, [`${tag}%`]))[0].n as number;
    for (let round = 0; round < 100 && (await unsent()) > 0; round++) {
      await Promise.all(relays.map((relay) => relay.relayBatch()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const queue = workers[0].get(JobQueue).queue('notifications');
    const jobs = await queue.getJobs(['waiting', 'prioritized', 'delayed', 'active', 'completed', 'failed']);
    const ours = jobs.filter((job) => String(job.data.to).startsWith(tag));
    expect(ours).toHaveLength(150);
    expect(new Set(ours.map((job) => job.id)).size).toBe(150);

    const pending = await em.getConnection().execute(`select count(*)::int as n from outbox_jobs where enqueued_at is null and payload->>'to' like ?`, [`${tag}%`]);
    expect(pending[0].n).toBe(0);
  });

  it('leaves nothing in the outbox when the transaction that wrote it rolls back', async () => {
    const em = workers[0].get(EntityManager).fork();
    const tag = randomUUID();
    await expect(
      em.transactional(async (tx) => {
        new Outbox().add(tx, 'notifications.deliver-message', { channel: 'email', to: `${tag}@example.com`, subject: 's', text: 't' });
        await tx.flush();
        throw new Error('the use case failed after writing');
      }),
    ).rejects.toThrow('the use case failed');
    const rows = await em.getConnection().execute(`select count(*)::int as n from outbox_jobs where payload->>'to' = ?`, [`${tag}@example.com`]);
    expect(rows[0].n).toBe(0);
  });
});
