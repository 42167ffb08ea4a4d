import { Injectable } from '@nestjs/common';
import type { OutgoingMessage } from './domain/outgoing-message.js';
import { JobQueue } from '../queues/job-queue.service.js';

/** Queues messages for the worker to deliver; callers never wait on a provider. */
@Injectable()
export class NotificationsService {
  constructor(private readonly jobs: JobQueue) {}

  /**
   * Queues at once, outside any transaction (inside one, write the job with `Outbox` so it
   * exists exactly when the change commits). `dedupeKey` queues the message only once.
   */
  async queue(message: OutgoingMessage, dedupeKey?: string): Promise<void> {
    await this.jobs.enqueue('notifications.deliver-message', message, dedupeKey ? { jobId: dedupeKey } : {});
  }
}
