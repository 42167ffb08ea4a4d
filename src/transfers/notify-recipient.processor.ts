import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { Transfer } from './domain/transfer.js';
import { recipientMessage } from './recipient-message.js';

/** Texts the recipient that the money arrived, or waits for them at a pickup agent. */
@Injectable()
@ProcessesJob('transfers.notify-recipient')
export class NotifyRecipientProcessor implements JobProcessor<'transfers.notify-recipient'> {
  constructor(
    private readonly em: EntityManager,
    private readonly notifications: NotificationsService,
  ) {}

  async process({ transferId, news }: JobPayloads['transfers.notify-recipient']): Promise<void> {
    const transfer = await this.em.findOne(Transfer, { id: transferId });
    const message = transfer && recipientMessage(transfer, news);
    // One message per transfer and piece of news, however often this job runs.
    if (message) await this.notifications.queue(message, `notify-recipient-${transferId}-${news}`);
  }
}
