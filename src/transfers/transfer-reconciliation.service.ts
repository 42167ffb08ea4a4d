import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { PAYMENT_GATEWAY, type PaymentGateway, type PaymentState } from '../payments/payment-gateway.port.js';
import { outcomeOfPaymentState } from '../payments/payment-outcome.js';
import { JobQueue } from '../queues/job-queue.service.js';
import { Transfer } from './domain/transfer.js';
import { SettlementService } from './settlement.service.js';
import { TransferStore } from './transfer.store.js';

const BATCH = 100;

/** How a pass went: transfers chased, how many of those changed or were pushed on, checkouts expired. */
export interface ReconciliationPass {
  checked: number;
  moved: number;
  expired: number;
  /** Stored webhook events and payout callbacks still unapplied, queued again. */
  requeued: number;
}

/**
 * Chases transfers that have waited on the outside world longer than `RECONCILE_AFTER_MS`:
 * asks the provider how a payment stands when its webhook never came (applying the answer
 * as the webhook would have), and queues again a payout, the check that it arrived, or the
 * refund of a payout that failed, whose job was lost or gave up. Each transfer is chased at most once per interval, the
 * longest-waiting first; several workers may run passes at once (rows are claimed with
 * SKIP LOCKED). Nothing here decides a payment's outcome: the provider's answer and the
 * usual idempotent steps do. It also cancels checkouts nobody paid before their quote
 * expired (`CHECKOUT_EXPIRES_AFTER_MS`), never one with a payment attempt under way.
 */
@Injectable()
export class TransferReconciliation {
  private readonly logger = new Logger('TransferReconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly settlement: SettlementService,
    private readonly store: TransferStore,
    private readonly jobs: JobQueue,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** One pass over the transfers due at `now`. A provider that cannot be reached is tried next time. */
  async reconcile(now = new Date()): Promise<ReconciliationPass> {
    const due = await this.claimDue(now);
    let moved = 0;
    for (const transferId of due) {
      try {
        if (await this.chase(transferId, now)) moved += 1;
      } catch (error) {
        this.logger.warn(`Could not reconcile transfer ${transferId}: ${(error as Error).message}`);
      }
    }
    const expired = await this.expireUnpaid(now);
    const requeued = await this.requeueUnsettledMessages(now);
    if (due.length + expired + requeued > 0) {
      this.logger.log(
        `Reconciled ${due.length} waiting transfer(s), ${moved} moved on; ${expired} unpaid checkout(s) expired; ${requeued} stored provider message(s) queued again`,
      );
    }
    return { checked: due.length, moved, expired, requeued };
  }

  /**
   * Queues again the provider messages we stored but never applied (their job gave up or was
   * lost): Stripe events and payout partners' callbacks older than the interval. Applying one
   * twice changes nothing.
   */
  private async requeueUnsettledMessages(now: Date): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.RECONCILE_AFTER_MS);
    const connection = this.em.getConnection();
    const events = await connection.execute<{ id: string }[]>(
      'select id from stripe_webhook_events where processed_at is null and received_at < ? order by received_at limit ?',
      [cutoff, BATCH],
    );
    for (const { id } of events) {
      await this.jobs.enqueue('transfers.settle-payment-event', { eventId: id }, { jobId: `reconcile-event-${id}-${now.getTime()}` });
    }
    const callbacks = await connection.execute<{ id: string }[]>(
      'select id from payout_callbacks where processed_at is null and received_at < ? order by received_at limit ?',
      [cutoff, BATCH],
    );
    for (const { id } of callbacks) {
      await this.jobs.enqueue('transfers.payout-callback', { callbackId: id }, { jobId: `reconcile-callback-${id}-${now.getTime()}` });
    }
    return events.length + callbacks.length;
  }

  /** Cancels a batch of checkouts whose quote expired unpaid; answers how many. */
  private async expireUnpaid(now: Date): Promise<number> {
    const validFor = this.config.CHECKOUT_EXPIRES_AFTER_MS;
    return this.em.fork().transactional(async (em) => {
      const cutoff = new Date(now.getTime() - validFor);
      // Not one screening holds for an operator; one released counts from its release.
      const stale = await em.find(
        Transfer,
        {
          status: 'pending',
          paymentIdempotencyKey: null,
          screeningHeldAt: null,
          $or: [{ screeningReleasedAt: null, createdAt: { $lte: cutoff } }, { screeningReleasedAt: { $lte: cutoff } }],
        },
        { limit: BATCH, orderBy: { createdAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let expired = 0;
      for (const transfer of stale) {
        if (!transfer.expireUnpaid(now, validFor)) continue;
        await this.store.save(em, transfer);
        expired += 1;
      }
      return expired;
    });
  }

  private async chase(transferId: string, now: Date): Promise<boolean> {
    const transfer = await this.em.fork().findOne(Transfer, { id: transferId });
    if (!transfer) return false;
    // Attempts and refunds the provider has not had the last word on, whatever the transfer's state.
    const [open] = await this.em.getConnection().execute<{ attempts: string; refunds: string }[]>(
      `select (select count(*) from payout_attempts where transfer_id = ? and state in ('requested', 'unknown', 'accepted', 'ready_for_pickup')) as attempts,
              (select count(*) from refunds where transfer_id = ? and state in ('requested', 'pending')) as refunds`,
      [transferId, transferId],
    );
    const stamp = now.getTime();
    let chased = false;
    if (Number(open?.attempts) > 0 && transfer.awaiting() !== 'delivery') {
      await this.jobs.enqueue('transfers.confirm-payout', { transferId }, { jobId: `reconcile-attempts-${transferId}-${stamp}` });
      chased = true;
    }
    if (Number(open?.refunds) > 0 && transfer.awaiting() !== 'refund') {
      await this.jobs.enqueue('transfers.refund-payment', { transferId }, { jobId: `reconcile-refunds-${transferId}-${stamp}` });
      chased = true;
    }
    const awaiting = transfer.awaiting();
    if (!awaiting) return chased;
    // A fresh job id: the lost job may still be kept (failed) under its usual id.
    const jobId = `reconcile-${awaiting}-${transferId}-${stamp}`;
    switch (awaiting) {
      case 'payment':
        return this.chasePayment(transfer, now);
      case 'payout':
        await this.jobs.enqueue('transfers.dispatch-payout', { transferId }, { jobId });
        return true;
      case 'delivery':
        await this.jobs.enqueue('transfers.confirm-payout', { transferId }, { jobId });
        return true;
      case 'refund':
        await this.jobs.enqueue('transfers.refund-payment', { transferId }, { jobId });
        return true;
    }
  }

  /**
   * A payment attempt that has waited too long: the provider's word on it, applied as its
   * webhook would have been. A payment whose id we never learned (the answer was lost) is
   * found by our transfer id in its metadata; none found means the request never reached the
   * provider, and the attempt is released. One still waiting on the sender (a 3-D Secure
   * check left unfinished) once the checkout expired is cancelled at the provider first, so
   * it cannot be paid at the old rate later.
   */
  private async chasePayment(transfer: Transfer, now: Date): Promise<boolean> {
    let paymentIntentId = transfer.providerTransferId;
    let state: PaymentState;
    if (paymentIntentId) {
      state = await this.payments.paymentState(paymentIntentId);
    } else {
      const found = await this.payments.findPayment(transfer.id);
      if (!found) return this.settlement.releaseLostAttempt(transfer.id, transfer.paymentIdempotencyKey!);
      ({ paymentIntentId, state } = found);
    }
    const waiting = state.state === 'open' || state.state === 'requires_action';
    if (waiting && transfer.quoteExpired(now, this.config.CHECKOUT_EXPIRES_AFTER_MS)) state = await this.payments.cancelPayment(paymentIntentId);
    return this.settlement.applyPaymentOutcome(outcomeOfPaymentState(transfer.id, paymentIntentId, state));
  }

  /**
   * The unfinished transfers whose last change and last check are both older than the
   * interval, stamped as checked now in the same statement (oldest check first).
   */
  private async claimDue(now: Date): Promise<string[]> {
    const cutoff = new Date(now.getTime() - this.config.RECONCILE_AFTER_MS);
    const rows = await this.em.getConnection().execute<{ transfer_id: string }[]>(
      `with candidates as (
         select t.id from transactions t
          where t.status = 'processing'
             or (t.status = 'pending' and t.payment_idempotency_key is not null)
             or ((t.status = 'failed' or (t.status = 'cancelled' and t.cancelled_by_sender_at is not null))
                 and t.payment_confirmed_at is not null and t.refund_id is null and t.refund_refused_at is null
                 and t.refund_settled_manually_at is null and t.payment_reversed_at is null)
         union
         select a.transfer_id from payout_attempts a where a.state in ('requested', 'unknown', 'accepted', 'ready_for_pickup')
         union
         select r.transfer_id from refunds r where r.state in ('requested', 'pending')
       ), due as (
         select t.id, coalesce(c.checked_at, t.updated_at) as waiting_since
           from transactions t
           join candidates using (id)
           left join transfer_checks c on c.transfer_id = t.id
          where t.updated_at < ?
            and (c.checked_at is null or c.checked_at < ?)
          order by waiting_since
          limit ?
          for update of t skip locked
       )
       insert into transfer_checks (transfer_id, checked_at)
       select id, ? from due
       on conflict (transfer_id) do update set checked_at = excluded.checked_at
       returning transfer_id`,
      [cutoff, cutoff, BATCH, now],
      'all',
    );
    return rows.map((row) => row.transfer_id);
  }
}
