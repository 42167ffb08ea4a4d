import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserDirectory } from '../identity/user-directory.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ProcessesJob, type JobProcessor } from '../queues/job-processor.js';
import type { JobPayloads } from '../queues/job-catalog.js';
import { Transfer } from './domain/transfer.js';
import { transferOutcomeMessage } from './transfer-outcome-message.js';
import { disclosureOf } from './domain/disclosure.js';
import { receiptMessage } from './receipt-message.js';
import type { UserContact } from '../identity/user-directory.service.js';
import type { OutgoingMessage } from '../notifications/domain/outgoing-message.js';

@Injectable()
@ProcessesJob('transfers.notify-sender')
export class NotifySenderProcessor implements JobProcessor<'transfers.notify-sender'> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserDirectory,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async process({ transferId, outcome }: JobPayloads['transfers.notify-sender']): Promise<void> {
    const transfer = await this.em.findOne(Transfer, { id: transferId });
    const contact = transfer && (await this.users.contactOf(transfer.userId));
    const message =
      transfer &&
      contact &&
      (outcome === 'receipt' ? this.receipt(transfer, contact) : transferOutcomeMessage(transfer, contact, outcome, this.config.APP_URL));
    // One message per transfer and outcome, however often this job runs.
    if (message) await this.notifications.queue(message, `notify-${transferId}-${outcome}`);
  }

  /** The receipt, in the sender's language: by email in full when they verified one, else by SMS with a link to the same on the transfer's page. */
  private receipt(transfer: Transfer, contact: UserContact): OutgoingMessage | null {
    const detailsUrl = `${this.config.APP_URL.replace(/\/+$/, '')}/transactions/${transfer.id}`;
    const disclosure = disclosureOf(transfer, this.config.CHECKOUT_EXPIRES_AFTER_MS);
    const company = { name: this.config.COMPANY_NAME, address: this.config.COMPANY_ADDRESS, phone: this.config.COMPANY_PHONE, email: this.config.COMPANY_EMAIL };
    const minutes = Math.round(this.config.CANCELLATION_WINDOW_MS / 60_000);
    return receiptMessage(transfer, contact, disclosure, company, minutes, detailsUrl);
  }
}
