import { Module } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { ConfigModule } from '../../src/config/config.module.js';
import type { BullRole } from '../../src/queues/bullmq-connection.js';
import { JobQueue } from '../../src/queues/job-queue.service.js';
import { QueuesModule } from '../../src/queues/queues.module.js';
import { CuttableProxy } from '../support/cuttable-proxy.js';
import { testConfig } from '../support/test-config.js';

const message = { channel: 'email', to: 'connections@example.com', subject: 's', text: 't' } as const;
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** The queues of one role, talking to Redis through a proxy the test can cut. */
async function queuesThroughProxy(role: BullRole): Promise<{ jobs: JobQueue; proxy: CuttableProxy; close: () => Promise<void> }> {
  const redis = new URL(testConfig().REDIS_URL);
  const proxy = await CuttableProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
  const viaProxy = new URL(redis);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const config = testConfig({ REDIS_URL: viaProxy.toString(), REDIS_PREFIX: `${process.env.REDIS_PREFIX}:connections-${role}` });

  @Module({ imports: [ConfigModule.forRoot(config), QueuesModule.forRoot(role)] })
  class Queues {}
  const moduleRef: TestingModule = await Test.createTestingModule({ imports: [Queues] }).compile();
  await moduleRef.init();
  return {
    jobs: moduleRef.get(JobQueue),
    proxy,
    close: async () => {
      await proxy.restore().catch(() => undefined);
      await moduleRef.close();
      await proxy.cut();
    },
  };
}

describe('queue connections while Redis is away', () => {
  it("fail fast in the api (producer), which answers instead of hanging, and recover when Redis is back", async () => {
    const { jobs, proxy, close } = await queuesThroughProxy('producer');
    try {
      await jobs.enqueue('notifications.deliver-message', message);
      await proxy.cut();
      await expect(Promise.race([jobs.enqueue('notifications.deliver-message', message), after(2000, 'still waiting')])).rejects.toThrow();

      await proxy.restore();
      let added: string | undefined;
      for (let tries = 0; !added && tries < 50; tries++) {
        added = await jobs.enqueue('notifications.deliver-message', message).catch(() => after(100, undefined));
      }
      expect(added).toEqual(expect.any(String));
    } finally {
      await close();
    }
  });

  it('wait in the worker until Redis is back, then carry on', async () => {
    const { jobs, proxy, close } = await queuesThroughProxy('worker');
    try {
      await jobs.enqueue('notifications.deliver-message', message);
      await proxy.cut();
      const pending = jobs.enqueue('notifications.deliver-message', message);
      expect(await Promise.race([pending.then(() => 'added', () => 'refused'), after(1000, 'waiting')])).toBe('waiting');

      await proxy.restore();
      expect(await pending).toEqual(expect.any(String));
    } finally {
      await close();
    }
  });
});
