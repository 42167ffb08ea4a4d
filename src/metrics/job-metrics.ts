import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsRegistry } from './metrics-registry.js';

/** The worker's jobs: how long each run took, and the runs that failed (BullMQ retries them). */
@Injectable()
export class JobMetrics {
  private readonly duration: Histogram<'queue' | 'job' | 'outcome'>;
  private readonly failures: Counter<'queue' | 'job' | 'final'>;

  constructor(metrics: MetricsRegistry) {
    this.duration = new Histogram({
      name: 'remit_queue_job_duration_seconds',
      help: 'Time a job run took in the worker, by queue, job and outcome (completed or failed)',
      labelNames: ['queue', 'job', 'outcome'],
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [metrics.registry],
    });
    this.failures = new Counter({
      name: 'remit_queue_job_failures_total',
      help: 'Job runs that failed, by queue and job; final="true" when no retry is left',
      labelNames: ['queue', 'job', 'final'],
      registers: [metrics.registry],
    });
  }

  ran(queue: string, job: string, seconds: number, outcome: 'completed' | 'failed'): void {
    this.duration.observe({ queue, job, outcome }, seconds);
  }

  failed(queue: string, job: string, final: boolean): void {
    this.failures.inc({ queue, job, final: String(final) });
  }
}
