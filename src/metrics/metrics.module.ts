import { Global, Module, type DynamicModule } from '@nestjs/common';
import { AuthMetrics } from './auth-metrics.js';
import { DatabaseMetrics } from './database-metrics.js';
import { DatabasePoolGauges } from './database-pool-gauges.js';
import { HttpMetrics } from './http-metrics.js';
import { JobMetrics } from './job-metrics.js';
import { MetricsRegistry, type MetricsProcess } from './metrics-registry.js';
import { PartnerMetrics } from './partner-metrics.js';
import { ScrapeFailures } from './scrape-failures.js';
import { ScreeningMetrics } from './screening-metrics.js';
import { SettlementMetrics } from './settlement-metrics.js';

const RECORDERS = [HttpMetrics, AuthMetrics, JobMetrics, SettlementMetrics, PartnerMetrics, DatabaseMetrics, ScrapeFailures, ScreeningMetrics];

/**
 * The process's Prometheus registry and the recorders the contexts call (HTTP, sign-in and rate
 * limits, jobs, settlement, partners, database, screening without a list), global so any module may inject one. Each
 * process records what happens in it: the api's requests and the worker's jobs, settlement and
 * partner calls. The gauges read on scrape are added by ApiGaugesModule and WorkerGaugesModule.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(process: MetricsProcess): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: MetricsRegistry, useFactory: () => new MetricsRegistry(process) }, ...RECORDERS, DatabasePoolGauges],
      exports: [MetricsRegistry, ...RECORDERS],
    };
  }
}
