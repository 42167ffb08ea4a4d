import { JOB_CATALOG, type JobName } from './job-catalog.js';

/** The key of job data that carries the payloads of several outbox rows relayed as one job. */
const TOGETHER_KEY = '_together';

/**
 * How many outbox rows of job `name` the relay may send as one BullMQ job (1: each its own).
 * A burst of webhooks stores thousands of events in a minute; one job per event would spend
 * more on the queue (an add, a fetch and a completion in Redis each) than on settling it,
 * which takes a hundred events per transaction (issue #24's settlement bench).
 */
export function relayedTogetherUpTo(name: JobName): number {
  const job = JOB_CATALOG[name] as { relayedTogether?: number };
  return job.relayedTogether ?? 1;
}

/** Job data holding several rows' payloads, each run by the job's processor in turn. */
export function togetherPayload(payloads: readonly unknown[]): Record<string, unknown> {
  return { [TOGETHER_KEY]: [...payloads] };
}

/** The payloads a job's data holds: several when relayed together, else the data itself. */
export function payloadsOf(data: unknown): unknown[] {
  if (data !== null && typeof data === 'object' && Object.hasOwn(data, TOGETHER_KEY)) {
    const payloads = (data as Record<string, unknown>)[TOGETHER_KEY];
    if (Array.isArray(payloads)) return payloads;
  }
  return [data];
}

/** Some of the payloads of a job relayed together failed; the job is retried whole (done ones change nothing again). */
export class SomeRelayedTogetherFailedError extends Error {
  constructor(failed: number, of: number, first: unknown) {
    super(`${failed} of ${of} jobs relayed together failed; the first: ${first instanceof Error ? first.message : String(first)}`);
  }
}
