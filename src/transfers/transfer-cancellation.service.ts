import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transfer } from './domain/transfer.js';
import { TransferNotCancellableError, TransferNotFoundError } from './domain/transfer.errors.js';
import { PayoutService } from './payouts.service.js';
import { TransferStore } from './transfer.store.js';

/**
 * A sender cancels their paid transfer within the cancellation window (`CANCELLATION_WINDOW_MS`)
 * while no payout attempt can still pay: the transfer is cancelled under its row lock, so a payout
 * dispatch waits for it (and then sends nothing), and the refund of the whole total follows as a
 * job of the same transaction. A payout a partner holds that the partner can cancel (Thunes, not
 * yet collected) is cancelled there first; only the partner's confirmation lets the transfer go.
 * Asking again changes nothing and answers the same.
 */
@Injectable()
export class TransferCancellation {
  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    private readonly payouts: PayoutService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get windowMs(): number {
    return this.config.CANCELLATION_WINDOW_MS;
  }

  async cancel(userId: number, transferId: string): Promise<Transfer> {
    try {
      return await this.cancelNow(userId, transferId);
    } catch (error) {
      if (!(error instanceof TransferNotCancellableError) || !(await this.partnerCancelled(userId, transferId))) throw error;
      return this.cancelNow(userId, transferId);
    }
  }

  private cancelNow(userId: number, transferId: string): Promise<Transfer> {
    return this.em.fork().transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (transfer.userId !== userId) throw new TransferNotFoundError();
      transfer.cancelBySender(new Date(), this.windowMs);
      await this.store.save(em, transfer);
      return transfer;
    });
  }

  /** Asks the partner to cancel the payout it holds, when that is all that stands in the way. */
  private async partnerCancelled(userId: number, transferId: string): Promise<boolean> {
    const transfer = await this.store.find(this.em.fork(), transferId);
    if (!transfer || transfer.userId !== userId || !transfer.cancellableOnceThePartnerCancels(new Date(), this.windowMs)) return false;
    return this.payouts.cancelAtPartner(transferId);
  }

  /**
   * Until when the sender may cancel the transfer, or null when they may not (any more). Cash
   * waiting for pickup at a partner that can cancel it (Thunes) may still be cancelled:
   * `cancel` asks the partner first.
   */
  cancellableUntil(transfer: Transfer, now: Date = new Date()): Date | null {
    const withPartner =
      transfer.pickupCode !== null && transfer.cancellableOnceThePartnerCancels(now, this.windowMs) && this.payouts.railCancels(transfer.payoutRail);
    if (!transfer.cancellableBySender(now, this.windowMs) && !withPartner) return null;
    return new Date(transfer.paymentConfirmedAt!.getTime() + this.windowMs);
  }

  /** Why the sender may not cancel a paid transfer (any more), in their words; null while they may, or before payment. */
  whyNotCancellable(transfer: Transfer, now: Date = new Date()): string | null {
    if (transfer.status !== 'processing' && transfer.status !== 'completed') return null;
    if (this.cancellableUntil(transfer, now)) return null;
    return transfer.cancellationRefusal(now, this.windowMs);
  }
}
