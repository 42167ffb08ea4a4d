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

  constructor(id: string, jobName: string, payload: unknown, at: Date) {
    this.id = id;
    this.jobName = jobName;
    this.payload = payload;
    this.createdAt = at;
  }
}
