import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transfer } from './domain/transfer.js';
import { TransferNotFoundError } from './domain/transfer.errors.js';
import { TransferStore } from './transfer.store.js';

/**
 * A sender cancels their paid transfer within the cancellation window (`CANCELLATION_WINDOW_MS`)
 * while its payout has not gone: the transfer is cancelled under its row lock, so a payout
 * dispatch waits for it (and then sends nothing), and the refund of the whole total follows
 * as a job of the same transaction. Asking again changes nothing and answers the same.
 */
@Injectable()
export class TransferCancellation {
  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get windowMs(): number {
    return this.config.CANCELLATION_WINDOW_MS;
  }

  async cancel(userId: number, transferId: string): Promise<Transfer> {
    return this.em.transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (transfer.userId !== userId) throw new TransferNotFoundError();
      transfer.cancelBySender(new Date(), this.windowMs);
      await this.store.save(em, transfer);
      return transfer;
    });
  }

  /** Until when the sender may cancel the transfer, or null when they may not (any more). */
  cancellableUntil(transfer: Transfer, now: Date = new Date()): Date | null {
    if (!transfer.cancellableBySender(now, this.windowMs)) return null;
    return new Date(transfer.paymentConfirmedAt!.getTime() + this.windowMs);
  }
}
