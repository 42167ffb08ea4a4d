import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { takeTraceCarrier } from '../tracing/trace-carrier.js';
import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { UnrecoverableError, type Job } from 'bullmq';
import { JobMetrics } from '../metrics/job-metrics.js';
import { JOB_CATALOG, JOB_NAMES, type JobName } from './job-catalog.js';
import { ProcessesJob, type JobProcessor } from './job-processor.js';
import { payloadsOf, SomeRelayedTogetherFailedError } from './relayed-together.js';

const tracer = trace.getTracer('remit-jobs');

export class MissingJobProcessorError extends Error {
  constructor(missing: string[]) {
    super(`No processor for job(s): ${missing.join(', ')}. Every job in job-catalog.ts needs one.`);
  }
}

/** The processor of every job of the catalog (providers marked `@ProcessesJob(name)`), and running a job with it. */
@Injectable()
export class JobHandlers {
  private handlers?: Map<JobName, JobProcessor<JobName>>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
    private readonly metrics: JobMetrics,
  ) {}

  /** Throws MissingJobProcessorError, naming them, when a job of the catalog has no processor. */
  verify(): void {
    this.found();
  }

  /** Runs a job with its processor, in a MikroORM context of its own (like a request in the api). */
  async run(job: Job): Promise<void> {
    const handler = job.name in JOB_CATALOG ? this.found().get(job.name as JobName) : undefined;
    if (!handler) throw new UnrecoverableError(`Unknown job ${job.name}`);
    const queue = JOB_CATALOG[job.name as JobName].queue;
    const started = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - started) / 1e9;
    // The job continues the trace its data carries (the api request, through the outbox row).
    const { payload, parent } = takeTraceCarrier(job.data);
    const span = tracer.startSpan(
      `${queue} process ${job.name}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: { 'messaging.system': 'bullmq', 'messaging.destination.name': queue, 'messaging.operation.type': 'process', 'messaging.message.id': job.id ?? '', 'remit.job.name': job.name, 'remit.job.attempt': job.attemptsMade + 1 },
      },
      parent,
    );
    try {
      await context.with(trace.setSpan(parent, span), () => this.processEach(handler, payloadsOf(payload), job));
      this.metrics.ran(queue, job.name, seconds(), 'completed');
    } catch (error) {
      this.metrics.ran(queue, job.name, seconds(), 'failed');
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  }

  /**
   * Runs the processor on each payload of the job (one, or several rows relayed together), each
   * in a MikroORM context of its own; one failing does not stop the others, and the job then fails.
   */
  private async processEach(handler: JobProcessor<JobName>, payloads: unknown[], job: Job): Promise<void> {
    const errors: unknown[] = [];
    for (const payload of payloads) {
      try {
        await RequestContext.create(this.orm.em, () => handler.process(payload as never, job));
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length === 0) return;
    throw payloads.length === 1 ? errors[0] : new SomeRelayedTogetherFailedError(errors.length, payloads.length, errors[0]);
  }

  private found(): Map<JobName, JobProcessor<JobName>> {
    if (this.handlers) return this.handlers;
    const found = new Map<JobName, JobProcessor<JobName>>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: ProcessesJob.KEY })) {
      const name = this.discovery.getMetadataByDecorator(ProcessesJob, wrapper);
      if (name && wrapper.instance) found.set(name, wrapper.instance as JobProcessor<JobName>);
    }
    const missing = JOB_NAMES.filter((name) => !found.has(name));
    if (missing.length > 0) throw new MissingJobProcessorError(missing);
    this.handlers = found;
    return found;
  }
}
