import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { Outbox } from '../../src/outbox/outbox.service.js';
import { OutboxRelay } from '../../src/outbox/outbox-relay.service.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { MAX_RELAY_ATTEMPTS } from '../../src/outbox/domain/outbox-job.js';
import { payloadsOf } from '../../src/queues/relayed-together.js';
import { testConfig } from '../support/test-config.js';
import { startWorker } from '../support/worker-app.js';

describe('outbox relay', () => {
  let workers: INestApplicationContext[];
  const config = testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}:relay`, SMTP_URL: 'smtp://127.0.0.1:1' });

  beforeAll(async () => {
    workers = [await startWorker(config), await startWorker(config)];
    // Keep the jobs in the queue, to count them.
    await Promise.all(workers.map((w) => w.get(JobQueue).queue('notifications').pause()));
    await workers[0].get(JobQueue).queue('settlement').pause();
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

  it('relays the rows of a job the catalog sends together as one job per hundred at most, each row once', async () => {
    const em = workers[0].get(EntityManager).fork();
    const tag = randomUUID();
    const eventIds = Array.from({ length: 250 }, (_, i) => `evt_${tag}_${i}`);
    await em.transactional(async (tx) => {
      await new Outbox().appendAll(
        tx,
        eventIds.map((eventId) => ({ name: 'transfers.settle-payment-event' as const, payload: { eventId }, at: new Date() })),
      );
    });
    const relays = workers.map((w) => w.get(OutboxRelay));
    const unsent = async () =>
      (await em.getConnection().execute(`select count(*)::int as n from outbox_jobs where enqueued_at is null and payload->>'eventId' like ?`, [`evt_${tag}%`]))[0].n as number;
    for (let round = 0; round < 100 && (await unsent()) > 0; round++) {
      await Promise.all(relays.map((relay) => relay.relayBatch()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await unsent()).toBe(0);

    const jobs = await workers[0].get(JobQueue).queue('settlement').getJobs(['waiting', 'prioritized', 'delayed']);
    const ours = jobs.filter((job) => payloadsOf(job.data).some((payload) => String((payload as { eventId?: string }).eventId).startsWith(`evt_${tag}`)));
    const relayed = ours.flatMap((job) => payloadsOf(job.data).map((payload) => (payload as { eventId: string }).eventId));
    expect(relayed.sort()).toEqual([...eventIds].sort());
    // However the two relays split the rows between them: far fewer jobs than rows, none over a hundred.
    expect(ours.length).toBeGreaterThanOrEqual(3);
    expect(ours.length).toBeLessThan(20);
    for (const job of ours) expect(payloadsOf(job.data).length).toBeLessThanOrEqual(100);
    await workers[0].get(JobQueue).queue('settlement').drain();
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

  it('sets aside a row it cannot relay, with its error, and keeps relaying the rows after it', async () => {
    const worker = workers[0];
    const em = worker.get(EntityManager).fork();
    const relay = worker.get(OutboxRelay);
    const tag = randomUUID();
    const unknown = randomUUID();
    const refused = `${tag}-refused@example.com`;
    await em.getConnection().execute(
      `insert into outbox_jobs (id, job_name, payload, created_at) values (?, 'transfers.no-such-job', '{}', now() - interval '1 minute')`,
      [unknown],
    );
    // Every worker's queue refuses one row's job each time it is offered (as for a payload it
    // cannot take), alone or in a batch (which then fails whole).
    const isRefused = (payload: unknown) => (payload as { to?: string }).to === refused;
    const spies = workers.flatMap((w) => {
      const jobs = w.get(JobQueue);
      const enqueue = jobs.enqueue.bind(jobs);
      const enqueueAll = jobs.enqueueAll.bind(jobs);
      return [
        jest.spyOn(jobs, 'enqueue').mockImplementation(async (name, payload, options) => {
          if (isRefused(payload)) throw new Error('the queue refused this job');
          return enqueue(name, payload, options);
        }),
        jest.spyOn(jobs, 'enqueueAll').mockImplementation(async (batch) => {
          if (batch.some((job) => isRefused(job.payload))) throw new Error('the queue refused a job of the batch');
          return enqueueAll(batch);
        }),
      ];
    });
    try {
      // Round 0 writes the refused row alone (a failure then is no row's fault); each later round
      // adds a good row, until the refused one is set aside (the workers' own loops relay too).
      const failedAt = async () =>
        (await em.getConnection().execute(`select failed_at from outbox_jobs where payload->>'to' = ?`, [refused]))[0]?.failed_at ?? null;
      let rounds = 0;
      for (; rounds < 20 && (rounds === 0 || (await failedAt()) === null); rounds++) {
        await em.transactional(async (tx) => {
          new Outbox().add(tx, 'notifications.deliver-message', { channel: 'email', to: rounds === 0 ? refused : `${tag}-${rounds}@example.com`, subject: 's', text: 't' });
        });
        await relay.relayBatch();
      }
      // Rows after the refused one went through, every round.
      const rows = await em.getConnection().execute<{ to: string; enqueued_at: Date | null }[]>(
        `select payload->>'to' as "to", enqueued_at, relay_attempts, relay_error, failed_at from outbox_jobs where payload->>'to' like ? order by created_at`,
        [`${tag}%`],
      );
      expect(rows.filter((row) => row.enqueued_at !== null)).toHaveLength(rounds - 1);
      expect(rounds - 1).toBeGreaterThanOrEqual(MAX_RELAY_ATTEMPTS);
      const stuck = rows.find((row) => row.to === refused);
      expect(stuck).toMatchObject({ enqueued_at: null, relay_attempts: MAX_RELAY_ATTEMPTS, relay_error: 'the queue refused this job', failed_at: expect.anything() });
      const [poisoned] = await em.getConnection().execute('select relay_attempts, relay_error, failed_at, enqueued_at from outbox_jobs where id = ?', [unknown]);
      expect(poisoned).toMatchObject({ enqueued_at: null, relay_attempts: 1, relay_error: 'Unknown job transfers.no-such-job', failed_at: expect.anything() });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
