import { DelayedError, type Job } from 'bullmq';
import { isDatabaseOutage } from '../shared/database-outage.js';

/** How soon a job that met the database away runs again. */
export const DATABASE_OUTAGE_RETRY_MS = 3000;

/**
 * Runs a job; when it failed because PostgreSQL is away (restarting, failing over, out of
 * connections), puts it back to run again shortly without spending one of its attempts, and
 * tells BullMQ so (DelayedError). Counted as failures, a minute of outage would use up a job's
 * six attempts (about 30 s of backoff) and fail it for good; the work waits for the database
 * instead, however long it is away. Any other error is the job's own and is counted as before.
 */
export async function putBackOnDatabaseOutage(job: Job, token: string | undefined, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!token || !isDatabaseOutage(error)) throw error;
    await job.moveToDelayed(Date.now() + DATABASE_OUTAGE_RETRY_MS, token);
    throw new DelayedError(`database unavailable, retrying in ${DATABASE_OUTAGE_RETRY_MS} ms: ${(error as Error).message}`);
  }
}
