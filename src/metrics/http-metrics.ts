import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** Latency buckets of an HTTP answer, in seconds: 5 ms to 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route a request matched, as declared (`/api/transfers/:id`), so ids never become labels. */
export function routeTemplate(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`;
  return 'unmatched';
}

/** The api's requests: by route template, method and status, with their latency. */
@Injectable()
export class HttpMetrics {
  readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'remit_http_request_duration_seconds',
      help: 'Time the api took to answer a request, by route template, method and status code',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers: [metrics.registry],
    });
  }

  /** Express middleware timing every request until its answer is sent (or the client left). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = process.hrtime.bigint();
      const ended = () => {
        res.off('finish', ended);
        res.off('close', ended);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.duration.observe({ method: req.method, route: routeTemplate(req), status: String(res.statusCode) }, seconds);
      };
      res.on('finish', ended);
      res.on('close', ended);
      next();
    };
  }
}
