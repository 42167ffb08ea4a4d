import { LockMode } from '@mikro-orm/core';
import { SettlementMetrics } from '../metrics/settlement-metrics.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { interpretStripeEvent } from '../payments/stripe-event-interpreter.js';
import type { PaymentOutcome } from '../payments/payment-outcome.js';
import { StripeWebhookEvent } from '../payments/stripe-webhook-event.js';
import type { DisputeFacts } from '../shared/domain/dispute.js';
import { RecentIds } from '../shared/recent-ids.js';
import { PaymentDispute } from './payment-dispute.js';
import { answerOf, RefundService } from './refunds.service.js';
import { raiseMoneyAlert } from './money-alerts.js';
import { Transfer } from './domain/transfer.js';
import { TransferStore } from './transfer.store.js';
import { claimUnappliedEvents, markEventsApplied } from './unapplied-stripe-events.js';

/** At most this many stored provider events are applied in one transaction. */
const SETTLEMENT_BATCH = 100;

/**
 * The worker's side of a transfer's payment: outcomes from provider events (payments,
 * disputes, refunds), applied to the transfer (payouts: `PayoutService`; refunds: `RefundService`).
 * Each step runs in one transaction under the transfer's row lock and is safe to repeat.
 */
@Injectable()
export class SettlementService {
  private readonly logger = new Logger('Settlement');
  /** Events this process applied lately (their jobs stop at once). */
  private readonly applied = new RecentIds();
  /** Events that failed in a batch and alone: applied only alone by this process from now on. */
  private readonly aloneOnly = new RecentIds(1000);
  /** The batch of this process applying an event right now, by event id. */
  private readonly inFlight = new Map<string, Promise<string[]>>();

  constructor(
    private readonly em: EntityManager,
    private readonly store: TransferStore,
    private readonly refunds: RefundService,
    private readonly metrics: SettlementMetrics,
  ) {}

  /**
   * Applies a stored provider event once; a duplicate, stale or foreign event changes nothing.
   * The other events still waiting are applied with it, in the same transaction
   * (`applyWithOthers`); their own jobs then find them applied and stop (remembered here, or
   * with one query). If applying them together fails, each is applied alone; one that fails
   * alone too is left to its own job and never joins a batch of this process again.
   */
  async applyPaymentEvent(eventId: string): Promise<void> {
    if ((await this.appliedHere(eventId)) || (await this.storedAsApplied(eventId)) || (await this.appliedHere(eventId))) return;
    if (this.aloneOnly.has(eventId)) return this.applyAlone(eventId);
    const claimed: string[] = [];
    // `batch` is assigned before its callback runs: the callback comes after the transaction's first query.
    const batch: Promise<string[]> = this.applyWithOthers(eventId, (ids) => {
      claimed.push(...ids);
      for (const id of ids) this.inFlight.set(id, batch);
    });
    try {
      this.applied.add(...(await batch));
    } catch (error) {
      this.logger.warn(`Events applied with ${eventId} failed together (${messageOf(error)}); applying each alone`);
      for (const id of claimed.includes(eventId) ? claimed : [...claimed, eventId]) await this.applyAloneOrSetAside(id, id === eventId);
      return;
    } finally {
      for (const id of claimed) if (this.inFlight.get(id) === batch) this.inFlight.delete(id);
    }
    // Another transaction held the event: a batch of this process (then it is applied), or another worker's.
    if (!claimed.includes(eventId) && !(await this.appliedHere(eventId))) await this.applyAlone(eventId);
  }

  /**
   * Whether this process applied the event lately, once any batch of this process holding it
   * has ended: a job waits here, with no connection, rather than on the event's row lock.
   */
  private async appliedHere(eventId: string): Promise<boolean> {
    await this.inFlight.get(eventId)?.catch(() => undefined);
    return this.applied.has(eventId);
  }

  /** Whether a stored event is applied already (or unknown): a plain read, no lock. */
  private async storedAsApplied(eventId: string): Promise<boolean> {
    const [row] = await this.em
      .getConnection()
      .execute<{ processed_at: string | null }[]>('select processed_at from stripe_webhook_events where id = ?', [eventId]);
    return !row || row.processed_at !== null;
  }

  /** Applies an event of a failed batch alone; one that fails is kept out of batches (and its job's error thrown, for `own`). */
  private async applyAloneOrSetAside(eventId: string, own: boolean): Promise<void> {
    try {
      await this.applyAlone(eventId);
    } catch (error) {
      this.aloneOnly.add(eventId);
      if (own) throw error;
      this.logger.warn(`Event ${eventId} failed alone too (${messageOf(error)}); its own job retries it`);
    }
  }

  private async applyAlone(eventId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const stored = await em.findOne(StripeWebhookEvent, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!stored || stored.processedAt) return;
      const now = new Date();
      await this.applyOutcome(em, outcomeOf(stored), now, `Event ${eventId}`);
      stored.processedAt = now;
      this.metrics.applied(stored.receivedAt, now);
      await em.flush();
    });
  }

  /**
   * Applies the event with up to SETTLEMENT_BATCH - 1 other unapplied events, in one
   * transaction, and answers their ids: a burst of webhooks (a busy hour, a provider's
   * catch-up, a worker back after an outage) is settled with a few statements per batch
   * instead of eight per event (issue #16). Events another transaction holds are skipped
   * (SKIP LOCKED), the event itself too (the caller sees to it then); the transfers paid are
   * locked in one statement, in id order, so two batches never wait on each other in a
   * cycle. Events apply in the order received. `claimed` is told the ids as soon as they are
   * locked, for the caller to retry them alone should the batch fail.
   */
  private async applyWithOthers(eventId: string, claimed: (ids: string[]) => void): Promise<string[]> {
    return this.em.transactional(async (em) => {
      // Plain rows, claimed and marked with one statement each: the batch's own writes are what MikroORM flushes.
      const events = (await claimUnappliedEvents(em, eventId, SETTLEMENT_BATCH - 1)).filter((event) => event.id === eventId || !this.aloneOnly.has(event.id));
      claimed(events.map((event) => event.id));
      const outcomes = events.map(outcomeOf);
      const transferIds = [...new Set(outcomes.flatMap((outcome) => (outcome.kind !== 'refund' && 'transferId' in outcome ? [outcome.transferId] : [])))];
      const locked =
        transferIds.length === 0 ? [] : await em.find(Transfer, { id: { $in: transferIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
      const transfers = new Map(locked.map((transfer) => [transfer.id, transfer]));
      const now = new Date();
      for (const [i, event] of events.entries()) {
        const outcome = outcomes[i];
        if (outcome.kind === 'dispute') await this.applyDispute(em, outcome.paymentIntentId, outcome.dispute, now, `Event ${event.id}`);
        else if (outcome.kind === 'refund') {
          // The refund locks (and reloads) its transfer: what this batch changed so far is saved first.
          await this.store.saveAll(em, locked);
          await this.refunds.apply(em, outcome.refund, answerOf(outcome.status), now);
        } else if (outcome.kind !== 'irrelevant') {
          const transfer = transfers.get(outcome.transferId);
          if (transfer) await this.applyPayment(em, transfer, outcome, now);
          else this.logger.warn(`Event ${event.id} names unknown transfer ${outcome.transferId}`);
        }
        this.metrics.applied(event.receivedAt, now);
      }
      // Marked before the transfers are saved: the save's last statement holds the shared daily totals' rows until commit.
      await markEventsApplied(
        em,
        events.map((event) => event.id),
        now,
      );
      await this.store.saveAll(em, locked);
      return events.map((event) => event.id);
    });
  }

  /** Applies what the provider answered when asked directly (its webhook never came); answers whether it changed anything. */
  async applyPaymentOutcome(outcome: PaymentOutcome): Promise<boolean> {
    return this.em.transactional((em) => this.applyOutcome(em, outcome, new Date(), 'Reconciliation'));
  }

  /**
   * Ends an attempt the provider never received (no payment carries the transfer's id): the
   * transfer waits on nobody again and may expire. Answers whether it did.
   */
  async releaseLostAttempt(transferId: string, idempotencyKey: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const transfer = await this.store.lock(em, transferId);
      if (!transfer.releaseAttempt(idempotencyKey)) return false;
      await this.store.save(em, transfer);
      return true;
    });
  }

  /** A payment outcome, under the transfer's row lock; a stale or repeated one changes nothing (and answers false). */
  private async applyOutcome(em: EntityManager, outcome: PaymentOutcome, now: Date, source: string): Promise<boolean> {
    if (outcome.kind === 'irrelevant') return false;
    if (outcome.kind === 'dispute') return this.applyDispute(em, outcome.paymentIntentId, outcome.dispute, now, source);
    if (outcome.kind === 'refund') return this.refunds.apply(em, outcome.refund, answerOf(outcome.status), now);
    const transfer = await em.findOne(Transfer, { id: outcome.transferId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!transfer) {
      this.logger.warn(`${source} names unknown transfer ${outcome.transferId}`);
      return false;
    }
    const changed = await this.applyPayment(em, transfer, outcome, now);
    await this.store.save(em, transfer);
    return changed;
  }

  /**
   * A payment's outcome on its (locked) transfer; answers whether it changed anything (false:
   * stale or repeated). A payment that succeeded for a transfer that cannot use it (expired,
   * cancelled, failed, or paid by another payment) is an orphan: it is refunded.
   */
  private async applyPayment(em: EntityManager, transfer: Transfer, outcome: PaymentOutcomeOfTransfer, now: Date): Promise<boolean> {
    switch (outcome.kind) {
      case 'processing':
        return transfer.recordDebitInFlight(outcome.paymentIntentId, now);
      case 'succeeded': {
        if (transfer.markPaid(outcome.paymentIntentId, now)) return true;
        if (!transfer.isOrphanPayment(outcome.paymentIntentId)) return false;
        await this.refunds.takeOrphan(em, transfer, outcome.paymentIntentId, outcome.amountMinor ?? transfer.totalMinor, now);
        return true;
      }
      case 'failed': {
        const returnedBefore = transfer.paymentReturnedAt;
        if (!transfer.recordPaymentFailure(outcome.paymentIntentId, outcome.reason, now)) return false;
        if (!returnedBefore && transfer.paymentReturnedAt) {
          this.logger.error(`The bank debit of transfer ${transfer.id} was returned after its payout went: the sender owes ${transfer.total().format()}`);
          await raiseMoneyAlert(
            em,
            {
              transferId: transfer.id,
              kind: 'payment_returned_after_payout',
              subject: outcome.paymentIntentId,
              amountMinor: transfer.totalMinor,
              currency: 'USD',
              evidence: { paymentIntentId: outcome.paymentIntentId, reason: outcome.reason, transferStatus: transfer.status, payoutReceipt: transfer.payoutReceipt },
            },
            now,
          );
        }
        return true;
      }
      default: {
        const unhandled: never = outcome;
        throw new Error(`Unknown payment outcome ${JSON.stringify(unhandled)}`);
      }
    }
  }

  /**
   * A dispute of a transfer's payment, as the provider last described it: stored, and
   * recorded on the transfer when it opens, moves on or closes (see `Transfer.closeDispute`).
   * The transfer is locked first, so two events of one new dispute are applied one by one.
   */
  private async applyDispute(em: EntityManager, paymentIntentId: string, facts: DisputeFacts, now: Date, source: string): Promise<boolean> {
    const transfer = await em.findOne(Transfer, { providerTransferId: paymentIntentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!transfer) {
      this.logger.warn(`${source} disputes payment ${paymentIntentId}, which pays no transfer of ours`);
      return false;
    }
    const known = await em.findOne(PaymentDispute, { id: facts.id });
    if (!known) {
      const dispute = new PaymentDispute(transfer, paymentIntentId, facts, now);
      em.persist(dispute);
      this.logger.warn(`Payment of transfer ${transfer.id} is disputed (${facts.reason}, ${facts.status})`);
      transfer.openDispute(facts, now);
      if (!dispute.isOpen()) transfer.closeDispute(facts, now);
    } else {
      if (!known.update(facts, now)) return false;
      if (known.isOpen()) transfer.updateDispute(facts.id, facts.status, now);
      else transfer.closeDispute(facts, now);
    }
    await this.store.save(em, transfer);
    return true;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A stored provider event as a payment outcome for one of our transfers. */
function outcomeOf(stored: Pick<StripeWebhookEvent, 'payload'>): PaymentOutcome {
  return interpretStripeEvent(stored.payload as Parameters<typeof interpretStripeEvent>[0]);
}

type PaymentOutcomeOfTransfer = Extract<PaymentOutcome, { kind: 'processing' | 'succeeded' | 'failed' }>;
