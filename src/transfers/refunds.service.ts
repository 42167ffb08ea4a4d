import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import {
  PAYMENT_GATEWAY,
  RefundDeferredError,
  RefundRefusedError,
  type PaymentGateway,
  type RefundStatus,
} from '../payments/payment-gateway.port.js';
import { PAYOUT_FAILURE_MESSAGES, type PayoutFailureCode } from '../payments/payouts/payout-failure.js';
import { Money } from '../shared/domain/money.js';
import { Refund, type RefundAnswer, type RefundChange } from './domain/refund.js';
import type { Transfer } from './domain/transfer.js';
import { raiseMoneyAlert } from './money-alerts.js';
import { TransferStore } from './transfer.store.js';

/** Which refund a provider's word is about: our record's id, or the provider's refund id. */
export type RefundLocator = { refundRecordId: string } | { providerRefundId: string; refundRecordId?: string | null };

/**
 * Refunds as records (`Refund`): each is written with its idempotency key and committed before
 * the provider is called, then moved only by the provider's answers and refund events. A
 * transfer owing its sender gets one refund at a time; a refund that fails goes to the operator's
 * queue (the transfer's `RefundFailed`), one deferred for our balance is made again later under a
 * new key, and a payment that arrived for a transfer that could not use it (an orphan) is
 * refunded by a record of its own.
 */
@Injectable()
export class RefundService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Moves every refund of the transfer on: writes the one it owes (when none is open), sends
   * the ones not answered yet (same key: the provider makes each once), and asks how pending
   * ones stand. A provider that cannot be reached throws once everything else was tried (the
   * job retries; reconciliation chases what stays open).
   */
  async settle(transferId: string): Promise<void> {
    const work = await this.em.fork().transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      const records = await em.find(Refund, { transferId }, { orderBy: { attempt: 'asc' } });
      const now = new Date();
      const owed = this.owedRefunds(transfer, records, now);
      for (const refund of owed) {
        em.persist(refund);
        if (refund.purpose === 'transfer') transfer.recordRefundRequested(refund.id, Money.fromMinor(refund.amountMinor, 'USD'), refund.attempt, now);
      }
      await this.store.save(em, transfer);
      return { sessionId: transfer.sessionId, open: [...records, ...owed].filter((refund) => refund.open()) };
    });
    let unreachable: unknown = null;
    for (const refund of work.open) {
      try {
        const answer =
          refund.state === 'requested' || !refund.providerRefundId
            ? await this.submit(refund, work.sessionId)
            : answerOf(await this.payments.refundState(refund.providerRefundId));
        await this.em.fork().transactional((em) => this.apply(em, { refundRecordId: refund.id }, answer, new Date()));
      } catch (error) {
        this.logger.warn(`Refund ${refund.id} of transfer ${transferId} could not be asked about: ${(error as Error).message}`);
        unreachable ??= error;
      }
    }
    if (unreachable) throw unreachable;
  }

  /**
   * A payment that succeeded for a transfer that cannot use it (see `Transfer.isOrphanPayment`):
   * a refund record of its own, once per payment, in the caller's transaction; the transfer's
   * event queues the refund job.
   */
  async takeOrphan(em: EntityManager, transfer: Transfer, paymentIntentId: string, amountMinor: bigint, now: Date): Promise<void> {
    const known = await em.findOne(Refund, { paymentIntentId, purpose: 'orphan_payment' });
    if (known) return;
    this.logger.warn(`Payment ${paymentIntentId} succeeded for transfer ${transfer.id}, which is ${transfer.status}: refunding it`);
    em.persist(new Refund({ transferId: transfer.id, purpose: 'orphan_payment', paymentIntentId, amountMinor, attempt: 1 }, now));
    transfer.recordOrphanPayment(paymentIntentId, Money.fromMinor(amountMinor, 'USD'), now);
  }

  /**
   * Applies the provider's word about one refund (its answer, or a refund event) in the caller's
   * transaction, under the transfer's row lock, and lets the transfer react. Answers whether it
   * changed anything (false: an unknown refund, or stale news).
   */
  async apply(em: EntityManager, locator: RefundLocator, answer: RefundAnswer, now: Date): Promise<boolean> {
    const found = await this.locate(em, locator);
    if (!found) return false;
    const transfer = await this.store.lock(em, found.transferId);
    const refund = await em.findOne(Refund, { id: found.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!refund) return false;
    const change = refund.apply(answer, now);
    if (change) await this.react(em, transfer, refund, change, answer, now);
    await this.store.save(em, transfer);
    return change !== null;
  }

  private async locate(em: EntityManager, locator: RefundLocator): Promise<Refund | null> {
    if ('providerRefundId' in locator) {
      const byProvider = await em.findOne(Refund, { providerRefundId: locator.providerRefundId });
      if (byProvider || !locator.refundRecordId) return byProvider;
    }
    return locator.refundRecordId ? em.findOne(Refund, { id: locator.refundRecordId }) : null;
  }

  private async react(em: EntityManager, transfer: Transfer, refund: Refund, change: RefundChange, answer: RefundAnswer, now: Date): Promise<void> {
    const amount = Money.fromMinor(refund.amountMinor, 'USD');
    if (refund.purpose === 'orphan_payment') {
      if (change.to === 'succeeded') transfer.recordOrphanRefunded(refund.paymentIntentId, refund.providerRefundId!, amount, now);
      else if ((change.to === 'failed' || change.to === 'cancelled') && answer.state !== 'deferred') {
        await raiseMoneyAlert(
          em,
          {
            transferId: transfer.id,
            kind: 'orphan_payment_unrefundable',
            subject: refund.paymentIntentId,
            amountMinor: refund.amountMinor,
            currency: 'USD',
            evidence: { paymentIntentId: refund.paymentIntentId, refund: describeRefund(refund), transferStatus: transfer.status },
          },
          now,
        );
      }
      return;
    }
    switch (change.to) {
      case 'succeeded': {
        if (transfer.recordRefund(refund.providerRefundId!, this.whyOf(transfer), now)) return;
        if (transfer.refundId === refund.providerRefundId) return;
        // The sender was paid back another way (an operator's manual refund) before this one went through.
        this.logger.error(`Refund ${refund.providerRefundId} of transfer ${transfer.id} succeeded after the sender was paid back otherwise`);
        await raiseMoneyAlert(
          em,
          {
            transferId: transfer.id,
            kind: 'refunded_twice',
            subject: refund.id,
            amountMinor: refund.amountMinor,
            currency: 'USD',
            evidence: { refund: describeRefund(refund), transfer: { status: transfer.status, refundId: transfer.refundId, failureReason: transfer.failureReason } },
          },
          now,
        );
        return;
      }
      case 'failed':
      case 'cancelled':
        if (answer.state === 'deferred') {
          this.logger.warn(`Refund of transfer ${transfer.id} deferred by the provider (${answer.reason}); a new one is made after ${answer.retryAfter.toISOString()}`);
        } else if (answer.state === 'refused') {
          this.logger.warn(`The refund of transfer ${transfer.id} was refused (${answer.reason}); it goes to an operator`);
          transfer.recordRefundRefused(answer.reason, now);
        } else {
          this.logger.warn(`The refund of transfer ${transfer.id} ${change.to} (${refund.failureReason}); it goes to an operator`);
          transfer.recordRefundFailed(refund.providerRefundId, refund.failureReason ?? change.to, now);
        }
        return;
      case 'pending':
      case 'requested':
        return;
      default: {
        const unhandled: never = change.to;
        throw new Error(`Unknown refund state ${String(unhandled)}`);
      }
    }
  }

  /** The refunds the transfer owes and has no open record for: its own payment's, and an orphan payment's deferred one made anew. */
  private owedRefunds(transfer: Transfer, records: Refund[], now: Date): Refund[] {
    const owed: Refund[] = [];
    for (const purpose of ['transfer', 'orphan_payment'] as const) {
      const byPayment = new Map<string, Refund>();
      for (const refund of records) if (refund.purpose === purpose) byPayment.set(refund.paymentIntentId, refund);
      if (purpose === 'transfer' && transfer.refundOwed() && transfer.providerTransferId && !byPayment.has(transfer.providerTransferId)) {
        owed.push(new Refund({ transferId: transfer.id, purpose, paymentIntentId: transfer.providerTransferId, amountMinor: transfer.totalMinor, attempt: 1 }, now));
        continue;
      }
      for (const latest of byPayment.values()) {
        const stillOwed = purpose === 'orphan_payment' || transfer.refundOwed();
        if (!stillOwed || latest.open() || latest.state === 'succeeded' || latest.state === 'cancelled') continue;
        // A failed refund is made anew once an operator asked again (the transfer owes it), or once a deferral has passed.
        const deferredUntil = latest.retryAfter;
        if (deferredUntil ? deferredUntil > now : purpose === 'orphan_payment') continue;
        const attempt = Math.max(...records.filter((r) => r.purpose === purpose && r.paymentIntentId === latest.paymentIntentId).map((r) => r.attempt)) + 1;
        owed.push(new Refund({ transferId: transfer.id, purpose, paymentIntentId: latest.paymentIntentId, amountMinor: latest.amountMinor, attempt }, now));
      }
    }
    return owed;
  }

  /** Sends a refund (again: its key makes it once). */
  private async submit(refund: Refund, sessionId: string): Promise<RefundAnswer> {
    try {
      return answerOf(
        await this.payments.refund({
          paymentIntentId: refund.paymentIntentId,
          amountMinor: refund.amountMinor,
          idempotencyKey: refund.idempotencyKey,
          metadata: { transferId: refund.transferId, sessionId, refundId: refund.id },
        }),
      );
    } catch (error) {
      if (error instanceof RefundRefusedError) return { state: 'refused', reason: error.message };
      if (error instanceof RefundDeferredError) {
        return { state: 'deferred', reason: error.message, retryAfter: new Date(Date.now() + this.config.REFUND_RETRY_AFTER_MS) };
      }
      throw error;
    }
  }

  /** The payout's failure in the sender's terms, for the refund's sentence. */
  private whyOf(transfer: Transfer): string | null {
    return transfer.payoutFailureCode ? (PAYOUT_FAILURE_MESSAGES[transfer.payoutFailureCode as PayoutFailureCode] ?? null) : null;
  }
}

/** The provider's refund as an answer for the record. */
export function answerOf(status: RefundStatus): RefundAnswer {
  switch (status.status) {
    case 'pending':
    case 'succeeded':
      return { state: status.status, providerRefundId: status.refundId };
    case 'failed':
      return { state: 'failed', providerRefundId: status.refundId, reason: status.failureReason ?? 'failed' };
    case 'canceled':
      return { state: 'cancelled', providerRefundId: status.refundId, reason: status.failureReason ?? 'canceled' };
  }
}

function describeRefund(refund: Refund): Record<string, unknown> {
  return {
    id: refund.id,
    providerRefundId: refund.providerRefundId,
    state: refund.state,
    attempt: refund.attempt,
    failureReason: refund.failureReason,
    requestedAt: refund.requestedAt.toISOString(),
  };
}
