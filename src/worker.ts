import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { bootOrExit } from './boot.js';
import { PinoNestLogger } from './logging/pino-nest-logger.js';
import { WorkerModule } from './worker.module.js';

await bootOrExit('worker', async (config, logger) => {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
  });
  // SIGTERM/SIGINT close the BullMQ workers, which wait for running jobs.
  app.enableShutdownHooks();
  await app.init();
  logger.info('worker started');
});
