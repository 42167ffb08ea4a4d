import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ConfigModule } from '../../src/config/config.module.js';
import { DatabaseModule } from '../../src/database/database.module.js';
import { MetricsModule } from '../../src/metrics/metrics.module.js';
import { MissingJobProcessorError } from '../../src/queues/job-handlers.service.js';
import { QueuesModule } from '../../src/queues/queues.module.js';
import { WorkersModule } from '../../src/queues/workers.module.js';
import { testConfig } from '../support/test-config.js';

describe('worker boot', () => {
  it('refuses to start when a job of the catalog has no processor', async () => {
    @Module({ imports: [ConfigModule.forRoot(testConfig()), MetricsModule.forRoot('worker'), DatabaseModule, QueuesModule.forRoot('worker'), WorkersModule] })
    class WorkerWithoutProcessors {}

    const moduleRef = await Test.createTestingModule({ imports: [WorkerWithoutProcessors] }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await expect(app.init()).rejects.toThrow(MissingJobProcessorError);
    await expect(app.init()).rejects.toThrow(/notifications\.deliver-message/);
    await app.close();
  });
});
