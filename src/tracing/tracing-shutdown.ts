import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { stopTracing } from './start-tracing.js';

/**
 * Sends the spans still buffered when the api or the worker stops (SIGTERM): Nest runs this
 * before the process exits, so the last requests and jobs reach the collector. Nothing to do
 * when tracing was not started.
 */
@Injectable()
export class TracingShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing().catch(() => undefined);
  }
}
