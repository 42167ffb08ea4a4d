import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { workerMetricsPort } from '../config/environment.schema.js';
import { METRICS_PATH, metricsHandler } from './metrics-endpoint.js';
import { MetricsRegistry } from './metrics-registry.js';

/**
 * A worker's own small HTTP listener: GET /metrics on WORKER_METRICS_PORT (same token rule as
 * the api's), and nothing else. Several workers on one machine need a port each.
 */
@Injectable()
export class WorkerMetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('WorkerMetrics');
  private server: Server | undefined;

  constructor(
    private readonly metrics: MetricsRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const answer = metricsHandler(this.metrics.registry, this.config.METRICS_TOKEN);
    const server = createServer((req, res) => {
      if (req.method === 'GET' && req.url?.split('?')[0] === METRICS_PATH) return void answer(req, res);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(workerMetricsPort(this.config), () => resolve());
    });
    this.server = server;
    this.logger.log(`worker metrics on ${this.url()}`);
  }

  /** Where the listener answers (its port chosen by the system when WORKER_METRICS_PORT is 0). */
  url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the worker metrics listener is not started');
    return `http://127.0.0.1:${address.port}${METRICS_PATH}`;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
