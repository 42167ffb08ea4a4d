/**
 * A background job written in the same transaction as the change that calls for it, so
 * the job exists exactly when the change does. The relay enqueues it afterwards.
 */
export class OutboxJob {
  id: string;
  jobName: string;
  payload: unknown;
  createdAt: Date;
  enqueuedAt: Date | null = null;
  /** Relays that failed for this row alone; at `MAX_RELAY_ATTEMPTS` it is set aside as failed. */
  relayAttempts = 0;
  relayError: string | null = null;
  failedAt: Date | null = null;
  /** The trace context (W3C headers) of the change that wrote the row, which its job continues; null when untraced. */
  traceContext: Record<string, string> | null;

  constructor(id: string, jobName: string, payload: unknown, at: Date, traceContext: Record<string, string> | null = null) {
    this.id = id;
    this.jobName = jobName;
    this.payload = payload;
    this.createdAt = at;
    this.traceContext = traceContext;
  }
}

/** A row that failed this many relays while others went through is set aside for an operator. */
export const MAX_RELAY_ATTEMPTS = 5;
