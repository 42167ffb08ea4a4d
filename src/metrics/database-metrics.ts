import { DefaultLogger, type LogContext, type LoggerOptions } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import { Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** The database as this process uses it: each query's duration (the pool's use is `DatabasePoolGauges`). */
@Injectable()
export class DatabaseMetrics {
  private readonly queries: Histogram<'outcome'>;

  constructor(metrics: MetricsRegistry) {
    this.queries = new Histogram({
      name: 'remit_db_query_duration_seconds',
      help: 'Time a PostgreSQL query took as MikroORM ran it (waiting for a pooled connection included), by outcome',
      labelNames: ['outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [metrics.registry],
    });
  }

  /** MikroORM's `loggerFactory`: its usual logger, which also times every query it is told of. */
  loggerFactory(): (options: LoggerOptions) => DefaultLogger {
    const queries = this.queries;
    return (options) =>
      new (class QueryTimingLogger extends DefaultLogger {
        override logQuery(context: { query: string } & LogContext): void {
          if (typeof context.took === 'number') queries.observe({ outcome: context.level === 'error' ? 'error' : 'ok' }, context.took / 1000);
          super.logQuery(context);
        }
      })(options);
  }
}
