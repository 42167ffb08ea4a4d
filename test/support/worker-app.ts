import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { pino } from 'pino';
import type { AppConfig } from '../../src/config/app-config.js';
import { PinoNestLogger } from '../../src/logging/pino-nest-logger.js';
import { WorkerModule } from '../../src/worker.module.js';

/** The worker process's module, in-process, with its BullMQ workers running. */
export async function startWorker(config: AppConfig): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] }).compile();
  const app = moduleRef.createNestApplication();
  app.useLogger(new PinoNestLogger(pino({ level: 'silent' })));
  await app.init();
  return app;
}
