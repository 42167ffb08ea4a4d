import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UserDirectory } from '../identity/user-directory.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { Transfer } from './domain/transfer.js';
import { transferOutcomeMessage } from './transfer-outcome-message.js';

@Injectable()
@ProcessesJob('transfers.notify-sender')
export class NotifySenderProcessor implements JobProcessor<'transfers.notify-sender'> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserDirectory,
    private readonly notifications: NotificationsService,
  ) {}

  async process({ transferId, outcome }: JobPayloads['transfers.notify-sender']): Promise<void> {
    const transfer = await this.em.findOne(Transfer, { id: transferId });
    const contact = transfer && (await this.users.contactOf(transfer.userId));
    const message = transfer && contact && transferOutcomeMessage(transfer, contact, outcome);
    // One message per transfer and outcome, however often this job runs.
    if (message) await this.notifications.queue(message, `notify-${transferId}-${outcome}`);
  }
}
