import { jest } from '@jest/globals';
import { DelayedError, type Job } from 'bullmq';
import { DATABASE_OUTAGE_RETRY_MS, putBackOnDatabaseOutage } from './database-outage-retry.js';

function fakeJob() {
  const moveToDelayed = jest.fn(async (_timestamp: number, _token?: string) => undefined);
  return { job: { moveToDelayed } as unknown as Job, moveToDelayed };
}

describe('putBackOnDatabaseOutage', () => {
  it('puts a job that met PostgreSQL restarting back, a few seconds later, without spending an attempt', async () => {
    const { job, moveToDelayed } = fakeJob();
    const before = Date.now();
    const restarting = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    await expect(putBackOnDatabaseOutage(job, 'token-1', () => Promise.reject(restarting))).rejects.toBeInstanceOf(DelayedError);
    expect(moveToDelayed).toHaveBeenCalledTimes(1);
    const [timestamp, token] = moveToDelayed.mock.calls[0]!;
    expect(token).toBe('token-1');
    expect(timestamp).toBeGreaterThanOrEqual(before + DATABASE_OUTAGE_RETRY_MS);
  });

  it("leaves the job's own errors to BullMQ's attempts and backoff", async () => {
    const { job, moveToDelayed } = fakeJob();
    const own = new Error('Transfer 42 is not paid');
    await expect(putBackOnDatabaseOutage(job, 'token-1', () => Promise.reject(own))).rejects.toBe(own);
    expect(moveToDelayed).not.toHaveBeenCalled();
  });

  it('runs the job once and changes nothing when it succeeds', async () => {
    const { job, moveToDelayed } = fakeJob();
    const run = jest.fn(async () => undefined);
    await putBackOnDatabaseOutage(job, 'token-1', run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(moveToDelayed).not.toHaveBeenCalled();
  });
});
