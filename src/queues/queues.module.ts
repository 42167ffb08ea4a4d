import { BullModule } from '@nestjs/bullmq';
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DEFAULT_JOB_OPTIONS, bullConnection, type BullRole } from './bullmq-connection.js';
import { QUEUE_NAMES } from './job-catalog.js';
import { JobQueue } from './job-queue.service.js';

/**
 * BullMQ through @nestjs/bullmq: one connection setting and key prefix for every queue of
 * the job catalog, and the typed `JobQueue` producer. The api imports it as a producer
 * (enqueues fail fast while Redis is down), the worker as a worker (its connections block
 * until Redis is back, as BullMQ workers require). Workers are registered by
 * WorkersModule, in the worker process only, once every job has a processor.
 */
@Global()
@Module({})
export class QueuesModule {
  static forRoot(role: BullRole): DynamicModule {
    return {
      module: QueuesModule,
      imports: [
        BullModule.forRootAsync({
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => ({
            connection: bullConnection(config.REDIS_URL, role),
            prefix: `${config.REDIS_PREFIX}:bull`,
            defaultJobOptions: DEFAULT_JOB_OPTIONS,
          }),
          // WorkersModule starts the workers itself after checking the catalog's processors.
          extraOptions: { manualRegistration: true },
        }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: [JobQueue],
      exports: [JobQueue, BullModule],
    };
  }
}
