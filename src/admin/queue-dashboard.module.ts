import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { queueDashboardReadOnly } from '../config/environment.schema.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { AdminModule } from './admin.module.js';
import { AdminSession } from './admin-session.js';
import { queueDashboardAccess } from './queue-dashboard-access.js';

/** Where the queue dashboard lives: a page of its own for the operator, outside `/api`. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * bull-board over every queue of the job catalog, for admin sessions only (anyone else:
 * 401 `ADMIN.REQUIRED`), read-only in production unless QUEUE_DASHBOARD_READ_ONLY=false.
 *
 * Mounted with bull-board's Express adapter as Nest middleware. `@bull-board/nestjs` does
 * the same, but it is CommonJS requiring the ESM-only NestJS 12, which jest's module
 * runtime refuses when it is imported statically (a require(esm) cycle).
 */
@Module({ imports: [AdminModule] })
export class QueueDashboardModule implements NestModule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly session: AdminSession,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    const server = new ExpressAdapter().setBasePath(QUEUE_DASHBOARD_PATH);
    const readOnlyMode = queueDashboardReadOnly(this.config);
    createBullBoard({
      queues: this.jobs.all().map((queue) => new BullMQAdapter(queue, { readOnlyMode })),
      serverAdapter: server,
      options: { uiConfig: { boardTitle: 'Remit queues' } },
    });
    consumer.apply(queueDashboardAccess(this.session), server.getRouter()).forRoutes(QUEUE_DASHBOARD_PATH);
  }
}
