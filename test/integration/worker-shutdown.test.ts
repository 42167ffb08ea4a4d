import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { Job, Queue } from 'bullmq';
import { pino } from 'pino';
import { PinoNestLogger } from '../../src/logging/pino-nest-logger.js';
import { DeliverMessageProcessor } from '../../src/notifications/deliver-message.processor.js';
import { bullConnection } from '../../src/queues/bullmq-connection.js';
import { ProcessesJob, type JobProcessor } from '../../src/queues/job-processor.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { ensureDatabaseExists, migrateToLatest } from '../../src/database/prepare-database.js';
import { WorkerModule } from '../../src/worker.module.js';
import { testConfig } from '../support/test-config.js';
import { dropDatabase, throwawayDatabaseName, withDatabaseName } from '../support/throwaway-database.js';

/** Only this test's messages count (the worker's own jobs may deliver others). */
const TAG = `shutdown-${Date.now()}`;

/** What the slow stand-in for message delivery saw of this test's messages, for the test to read. */
const seen = { started: 0, finished: 0, contexts: new Set<number | undefined>() };

/** Takes long enough to be mid-job when the worker is told to stop, then uses the database. */
@Injectable()
@ProcessesJob('notifications.deliver-message')
class SlowDelivery implements JobProcessor<'notifications.deliver-message'> {
  constructor(private readonly em: EntityManager) {}

  async process(message: { to: string }): Promise<void> {
    if (!message.to.startsWith(TAG)) return;
    seen.contexts.add(RequestContext.currentRequestContext()?.id);
    seen.started += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [row] = await this.em.getConnection().execute<{ ok: number }[]>('select 1 as ok');
    if (row.ok === 1) seen.finished += 1;
  }
}

describe('worker shutdown', () => {
  /**
   * A database of its own: on the run's shared one, the worker's own jobs (the outbox relay of
   * other files' rows, the recurring ledger check reading every entry) could still be running
   * when it is told to stop, and closing waits for them (a CI run timed out so).
   */
  const databaseUrl = withDatabaseName(process.env.DATABASE_URL!, throwawayDatabaseName('shutdown'));
  const config = testConfig({ DATABASE_URL: databaseUrl, REDIS_PREFIX: `${process.env.REDIS_PREFIX}:shutdown` });
  let closed = false;
  let app: Awaited<ReturnType<typeof startSlowWorker>> | undefined;
  beforeAll(async () => {
    await ensureDatabaseExists(databaseUrl);
    await migrateToLatest(databaseUrl);
  });
  // A failed assertion must not leave this worker running for the files after it.
  afterAll(async () => {
    if (app && !closed) await app.close();
    await dropDatabase(databaseUrl);
  });

  async function startSlowWorker() {
    const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
      .overrideProvider(DeliverMessageProcessor)
      .useClass(SlowDelivery)
      .compile();
    const worker = moduleRef.createNestApplication();
    worker.useLogger(new PinoNestLogger(pino({ level: 'silent' })));
    await worker.init();
    return worker;
  }

  it('runs each job in a MikroORM context of its own and lets running jobs finish, database included, before stopping', async () => {
    app = await startSlowWorker();
    const jobs = app.get(JobQueue);
    const jobIds = await Promise.all(
      ['first', 'second'].map((to) => jobs.enqueue('notifications.deliver-message', { channel: 'email', to: `${TAG}-${to}@example.com`, subject: 's', text: 't' })),
    );
    for (let waited = 0; seen.started < 2 && waited < 100; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.started).toBe(2);
    // What SIGTERM does in the worker process (enableShutdownHooks).
    await app.close();
    closed = true;
    expect(seen.finished).toBe(2);
    expect([...seen.contexts]).toEqual([expect.any(Number), expect.any(Number)]);

    const queue = new Queue('notifications', { connection: bullConnection(config.REDIS_URL, 'producer'), prefix: `${config.REDIS_PREFIX}:bull` });
    try {
      const states = await Promise.all(jobIds.map(async (id) => (await Job.fromId(queue, id))?.getState()));
      expect(states).toEqual(['completed', 'completed']);
    } finally {
      await queue.close();
    }
  });
});
